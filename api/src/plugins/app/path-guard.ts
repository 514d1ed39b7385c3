import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { isSuspiciousPath } from '../../documents/paths.js';
import { badRequest, HttpError, MAX_URL_LENGTH } from '../../errors.js';

/**
 * Refuses addresses longer than the server takes (414), and traversal attempts on every path before routing: no route, static file or document ever sees
 * `..`, backslashes, NUL or encoded separators. Query strings are not checked (search terms may hold them).
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', async (request) => {
      if ((request.raw.url?.length ?? 0) > MAX_URL_LENGTH) {
        throw new HttpError(414, 'uri-too-long', `The address is longer than ${MAX_URL_LENGTH} characters`);
      }
      const rawPath = request.raw.url?.split('?')[0] ?? '';
      if (isSuspiciousPath(rawPath)) throw badRequest('Invalid path');
    });
  },
  { name: 'court-path-guard' },
);
