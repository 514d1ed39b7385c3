import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createRepositories, type Repositories } from '../../repositories/index.js';

declare module 'fastify' {
  interface FastifyInstance {
    repos: Repositories;
  }
}

/** The data access of every route, over the one database. */
export default fp(
  async (app: FastifyInstance) => {
    app.decorate('repos', createRepositories(app.database.db));
  },
  { name: 'court-repositories', dependencies: ['court-database'] },
);
