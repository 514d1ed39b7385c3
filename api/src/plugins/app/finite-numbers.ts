import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.js';

/** Whether a value holds a number that is not finite, looking a few levels into objects and arrays. */
function holdsNonFinite(value: unknown, depth = 0): boolean {
  if (typeof value === 'number') return !Number.isFinite(value);
  if (depth > 8 || value === null || typeof value !== 'object') return false;
  return Object.values(value).some((item) => holdsNonFinite(item, depth + 1));
}

/**
 * Rejects `1e309` and the like after validation. Ajv coerces such a query value to Infinity and then lets it pass
 * `integer` with its minimum and maximum, and JSON.parse reads it in a body as Infinity; neither is a number any
 * route can use, and an Infinity reaching the serializer would turn a bad request into a 500.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['querystring', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        if (holdsNonFinite(value)) throw badRequest(`${part} holds a number out of range`);
      }
    });
  },
  { name: 'court-finite-numbers' },
);
