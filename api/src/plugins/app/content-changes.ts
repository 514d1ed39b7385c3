import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createContentChanges, type ContentChanges } from '@court/server-kit/content-changes';

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

/** One place where whatever keeps answers (the API's answers) learns that they are out of date. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('contentChanges', createContentChanges());
  },
  { name: 'court-content-changes' },
);
