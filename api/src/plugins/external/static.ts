import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';

/**
 * Gives replies `sendFile` (streaming, Range, HEAD, Last-Modified, 304) without serving any folder by itself:
 * the document server decides what may be served and with which cache policy.
 */
export default fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyStatic, { root: app.config.dataDir, serve: false, decorateReply: true });
  },
  { name: 'court-static' },
);
