import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors, Query } from '@court/contract/schemas/common';
import { Health, Liveness, Readiness } from '@court/contract/schemas/health';

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

  app.get(
    '/health/live',
    {
      config: { responseCache: false, rateLimit: false },
      schema: {
        tags: ['service'],
        summary: 'Liveness: the process answers (nothing else is checked, so a restart never waits on a dependency)',
        querystring: Query({}),
        response: { 200: Liveness, ...CommonErrors },
      },
    },
    async (_request, reply) => reply.header('cache-control', 'no-store').send({ status: 'up' as const }),
  );

  app.get(
    '/health/ready',
    {
      config: { responseCache: false, rateLimit: false },
      schema: {
        tags: ['service'],
        summary: 'Readiness: 200 while this instance takes traffic, 503 when its database does not answer or it stops',
        querystring: Query({}),
        response: { 200: Readiness, 503: Readiness, ...CommonErrors },
      },
    },
    async (_request, reply) => {
      const { ready, reason } = await app.health.readiness();
      reply.header('cache-control', 'no-store');
      return reply.code(ready ? 200 : 503).send(ready ? { status: 'ready' } : { status: 'not-ready', reason });
    },
  );
};

export default health;
