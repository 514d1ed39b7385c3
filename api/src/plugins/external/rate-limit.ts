import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_KEY_HEADER } from '@court/contract/schemas/api-keys';
import { FIRST_SCREEN_HEADER } from '@court/contract/schemas/site';
import type { ApiKeyGrant } from '../../api-keys/api-key-resolver.js';
import { HttpError } from '../../errors.js';
import { API_PREFIX, CONTENT_PREFIX } from '../../types.js';

const KEY_HEADER = API_KEY_HEADER.toLowerCase();

/**
 * Per-client limit on the API and the content query (RATE_LIMIT_MAX a minute). Static files and documents are
 * not limited: a page load fetches many of them; nor are the requests of a page's first screen drawn by the site
 * server, which carry FIRST_SCREEN_TOKEN, the secret the two share (without one set, none is exempt). Exceeding
 * answers 429 with Retry-After and the errors envelope. The limits routes set for themselves (CSP reports,
 * mailing) are counted in the same place.
 *
 * A request with a valid API key (X-Api-Key) is counted under the key, against the key's own limit. One with a
 * key that is unknown, revoked or expired answers 401, but only after it was counted as anonymous under its
 * client's address: trying keys goes no faster than the anonymous limit.
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
    const isLimited = (request: FastifyRequest) =>
      (request.url.startsWith(`${API_PREFIX}/`) || request.url.startsWith(`${CONTENT_PREFIX}/`)) &&
      !isFirstScreen(request);
    /** What each limited request's key allows: undefined when the key was refused; absent without a key. */
    const grants = new WeakMap<FastifyRequest, ApiKeyGrant | undefined>();

    await app.register(rateLimit, {
      global: true,
      timeWindow: '1 minute',
      redis: app.redis,
      nameSpace: 'rate-limit:',
      skipOnError: true,
      keyGenerator: async (request) => {
        const key = request.headers[KEY_HEADER];
        if (key !== undefined && isLimited(request)) {
          const grant = typeof key === 'string' ? await app.apiKeys.resolver.resolve(key) : undefined;
          grants.set(request, grant);
          if (grant) return `api-key:${grant.id}`;
        }
        return normalizeIP(request.ip);
      },
      max: (request) => grants.get(request)?.limitPerMinute ?? app.config.rateLimitMax,
      allowList: (request) => !isLimited(request),
    });

    // After every onRequest hook, the route's rate limit included, so that a refused key was counted first.
    app.addHook('preValidation', async (request) => {
      if (grants.has(request) && grants.get(request) === undefined) {
        throw new HttpError(401, 'invalid-api-key', `The ${API_KEY_HEADER} is unknown, revoked or expired`, {
          'www-authenticate': `ApiKey header="${API_KEY_HEADER}"`,
        });
      }
    });
  },
  { name: 'court-rate-limit', dependencies: ['court-redis', 'court-api-keys'] },
);
