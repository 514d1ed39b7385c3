import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_HEADER } from '@court/contract/schemas/site';
import { API_PREFIX, CONTENT_PREFIX } from '../../types.js';

/**
 * Per-client limit on the API and the content query (RATE_LIMIT_MAX a minute). Static files and documents are
 * not limited: a page load fetches many of them; nor are the requests of a page's first screen drawn by the site
 * server, which carry FIRST_SCREEN_TOKEN, the secret the two share (without one set, none is exempt). Exceeding answers 429 with Retry-After and the errors envelope. The limits routes
 * set for themselves (CSP reports, mailing) are counted in the same place.
 *
 * With REDIS_URL the counts are kept in Redis, so that a client has one allowance whichever instance answers;
 * while Redis cannot be reached requests are served unlimited rather than refused (plugins/external/redis.ts
 * logs it). Without it each instance counts in its own memory: behind N instances a client gets N times the limit.
 */
export default fp(
  async (app: FastifyInstance) => {
    const token = app.config.firstScreenToken;
    const isFirstScreen = (request: FastifyRequest) =>
      token !== undefined && request.headers[FIRST_SCREEN_HEADER] === token;
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: '1 minute',
      redis: app.redis,
      nameSpace: 'rate-limit:',
      skipOnError: true,
      allowList: (request) =>
        !(request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(`${CONTENT_PREFIX}/`)) ||
        isFirstScreen(request),
    });
  },
  { name: 'court-rate-limit', dependencies: ['court-redis'] },
);
