import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isSuspiciousPath } from '../../documents/paths.js';
import { badRequest } from '../../errors.js';

/**
 * Refuses traversal attempts on every path before routing: no route, static file or document ever sees
 * `..`, backslashes, NUL or encoded separators. Query strings are not checked (search terms may hold them).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      const rawPath = request.raw.url?.split('?')[0] ?? '';
      if (isSuspiciousPath(rawPath)) throw badRequest('Invalid path');
    });
  },
  { name: 'court-path-guard' },
);
