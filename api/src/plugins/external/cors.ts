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
        // An OPTIONS request that is not a complete preflight is answered like one (204), not with a text error.
        callback(
          null,
          isApi ? { origin: '*', methods: ['GET', 'HEAD'], maxAge: 86400, strictPreflight: false } : { origin: false },
        );
      },
    });
  },
  { name: 'court-cors' },
);
