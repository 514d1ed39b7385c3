import cors from '@fastify/cors';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { API_PREFIX } from '../../types.js';

/** Anyone may read the public API from a browser: `Access-Control-Allow-Origin: *` for GET under /api/v1 only. */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(cors, {
      delegator: (request, callback) => {
        const isApi = request.url.startsWith(`${API_PREFIX}/`);
        callback(null, isApi ? { origin: '*', methods: ['GET', 'HEAD'], maxAge: 86400 } : { origin: false });
      },
    });
  },
  { name: 'court-cors' },
);
