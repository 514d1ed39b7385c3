import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../../errors.js';

type Flaw = 'a number out of range' | 'a NUL character';

/** The first value no database or serializer can take, looking a few levels into objects and arrays. */
function flawIn(value: unknown, depth = 0): Flaw | undefined {
  if (typeof value === 'number') return Number.isFinite(value) ? undefined : 'a number out of range';
  if (typeof value === 'string') return value.includes('\u0000') ? 'a NUL character' : undefined;
  if (depth > 8 || value === null || typeof value !== 'object') return undefined;
  for (const item of Object.values(value)) {
    const flaw = flawIn(item, depth + 1);
    if (flaw) return flaw;
  }
  return undefined;
}

/**
 * Rejects, after validation, input that would pass a schema and then fail where it is stored or sent:
 * - `1e309` and the like: Ajv coerces such a query value to Infinity and lets it pass `integer` with its minimum and
 *   maximum, and JSON.parse reads it in a body as Infinity; an Infinity reaching the serializer is a 500.
 * - a NUL character (`%00`, `\u0000`): PostgreSQL refuses it in any text value, so a query or a write carrying
 *   one would fail in the database instead of answering what was wrong with the request.
 */
export default fp(
  async (app: FastifyInstance) => {
    app.addHook('preHandler', async (request) => {
      for (const [part, value] of [
        ['querystring', request.query],
        ['params', request.params],
        ['body', request.body],
      ] as const) {
        const flaw = flawIn(value);
        if (flaw) throw badRequest(`${part} holds ${flaw}`);
      }
    });
  },
  { name: 'court-storable-input' },
);
