import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors, Query } from '../../schemas/common.js';
import { Health } from '../../schemas/health.js';

const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/health',
    {
      config: { responseCache: false },
      schema: {
        tags: ['service'],
        summary: 'State of the database, the mailing system and the identity provider',
        querystring: Query({}),
        response: { 200: Health, 503: Health, ...CommonErrors },
      },
    },
    async (_request, reply) => {
      const checks = await app.health.run();
      const down = checks.database.status !== 'up';
      const degraded = Object.values(checks).some((check) => check.status === 'down');
      reply.header('cache-control', 'no-store');
      return reply.code(down ? 503 : 200).send({ status: down ? 'down' : degraded ? 'degraded' : 'ok', checks });
    },
  );
};

export default health;
