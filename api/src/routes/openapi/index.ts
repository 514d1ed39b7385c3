import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { conventionalEndpoints, staffSecurityScheme } from '../../publishing/scopes.js';

/**
 * The OpenAPI document, with the publishing API's security scheme naming the token and authorization endpoints of
 * the staff identity provider in use (read from its metadata; its conventional paths while it cannot be reached),
 * and the limit each client is held to (`info.x-rate-limit-per-minute`, the one enforced; with an API key, by
 * default `info.x-api-key-rate-limit-per-minute`): the open-data page
 * states it also when drawn on the site server, whose requests are not counted and carry no limit header.
 */
const openapi: FastifyPluginAsyncTypebox = async (app) => {
  const endpoints = async () => {
    const fallback = conventionalEndpoints(app.config.staff?.issuer);
    const metadata = await app.publishing.verifier?.discover().catch(() => undefined);
    return {
      token: metadata?.token_endpoint ?? fallback.token,
      authorization: metadata?.authorization_endpoint ?? fallback.authorization,
    };
  };
  app.get('/openapi.json', { config: { responseCache: false }, schema: { hide: true } }, async () => {
    const document = app.swagger() as {
      info?: Record<string, unknown>;
      components?: { securitySchemes?: Record<string, unknown> };
    };
    return {
      ...document,
      info: {
        ...document.info,
        'x-rate-limit-per-minute': app.config.rateLimitMax,
        'x-api-key-rate-limit-per-minute': app.config.apiKeyRateLimitMax,
      },
      components: {
        ...document.components,
        securitySchemes: { ...document.components?.securitySchemes, staff: staffSecurityScheme(await endpoints()) },
      },
    };
  });
};

export default openapi;
