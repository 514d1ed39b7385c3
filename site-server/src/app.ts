import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import { createApiClient } from './api-client.js';
import type { SiteConfig } from './config.js';
import compress from '@court/server-kit/compress';
import { notFoundHandler } from '@court/server-kit/errors';
import etag from '@court/server-kit/etag';
import { requestId } from '@court/server-kit/request-id';
import { errorHandler } from './errors.js';
import apiProxy from './plugins/api-proxy.js';
import consentForm from './plugins/consent-form.js';
import contentChanges from './plugins/content-changes.js';
import cspReports from './plugins/csp-reports.js';
import pages from './plugins/pages.js';
import rateLimit from './plugins/rate-limit.js';
import securityHeaders from './plugins/security-headers.js';
import sitemap from './plugins/sitemap.js';
import staticFiles from './plugins/static.js';
import './types.js';

export interface BuildOptions {
  /** Logger settings; tests pass `false`. Defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
}

/** The site's own answers, with their headers, caching and compression; the API's are forwarded untouched. */
async function site(app: FastifyInstance): Promise<void> {
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // The ETag is computed before compression so one tag serves every encoding.
  await app.register(securityHeaders);
  await app.register(etag);
  await app.register(compress);
  await app.register(rateLimit);
  await app.register(staticFiles);
  await app.register(cspReports);
  await app.register(consentForm);
  await app.register(sitemap);
  await app.register(pages);
}

/**
 * The site server: pages with their first screens, the apps' files, the runtime config, the CSP reports, the
 * sitemap and robots.txt, the language redirects; in front of the API, whose requests it forwards to API_ORIGIN.
 */
export async function buildSite(config: SiteConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: requestId,
    requestIdHeader: false,
  });

  app.decorate('config', config);
  app.decorate('api', createApiClient(config.apiOrigin, config.firstScreenToken));
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);

  await app.register(contentChanges);
  await app.register(apiProxy);
  await app.register(site);
  return app;
}
