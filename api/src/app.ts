import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import compress from '@court/server-kit/compress';
import etag from '@court/server-kit/etag';
import { requestId } from '@court/server-kit/request-id';
import Fastify, { type FastifyServerOptions } from 'fastify';
import type { AppConfig } from './config.js';
import { clientErrorHandler, errorHandler, frameworkErrorHandler, notFoundHandler } from './errors.js';
import authPlugin from './auth/plugin.js';
import bulkDownloads from './plugins/app/bulk-downloads.js';
import apiKeys from './plugins/app/api-keys.js';
import contentChanges from './plugins/app/content-changes.js';
import contentPlugin from './plugins/app/content.js';
import documentsPlugin from './plugins/app/documents.js';
import storableInput from './plugins/app/storable-input.js';
import mailingPlugin from './mailing/plugin.js';
import searchAlertsPlugin from './search-alerts/plugin.js';
import health from './plugins/app/health.js';
import pathGuard from './plugins/app/path-guard.js';
import publishingPlugin from './plugins/app/publishing.js';
import repositories from './plugins/app/repositories.js';
import responseCache from './plugins/app/response-cache.js';
import cors from './plugins/external/cors.js';
import database from './plugins/external/database.js';
import helmet from './plugins/external/helmet.js';
import rateLimit from './plugins/external/rate-limit.js';
import redis from './plugins/external/redis.js';
import staticFiles from './plugins/external/static.js';
import swagger from './plugins/external/swagger.js';
import content from './routes/content/index.js';
import api from './routes/index.js';
import documents from './routes/public/index.js';
import { API_PREFIX, type App } from './types.js';

export interface BuildOptions {
  /** Logger settings; tests pass `false`. Defaults to pino at the configured level. */
  logger?: FastifyServerOptions['logger'];
}

export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<App> {
  const app = Fastify({
    logger: options.logger ?? { level: config.logLevel },
    trustProxy: config.trustProxy,
    genReqId: requestId,
    requestIdHeader: false,
    bodyLimit: 256 * 1024,
    // What the router refuses before any route (a path segment too long, bad percent-encoding) gets the
    // envelope too.
    frameworkErrors: frameworkErrorHandler,
    clientErrorHandler,
    // Room for long request targets, so that one past MAX_URL_LENGTH gets its 414 on a connection that stays usable.
    http: { maxHeaderSize: 64 * 1024 },
    ajv: {
      // Unknown fields are an error (not silently dropped); query values are coerced from strings.
      // Fastify's compiler already adds the standard formats (date, uri, email).
      customOptions: {
        removeAdditional: false,
        coerceTypes: 'array',
        useDefaults: true,
        allErrors: false,
        allowUnionTypes: true,
      },
    },
  }).withTypeProvider<TypeBoxTypeProvider>();

  app.decorate('config', config);
  app.setErrorHandler(errorHandler);
  app.setNotFoundHandler(notFoundHandler);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  // External plugins. The ETag is computed before compression so one tag serves every encoding; the response
  // cache sits between them to keep the JSON text with its tag, before any encoding.
  await app.register(contentChanges);
  await app.register(helmet);
  await app.register(etag);
  await app.register(responseCache);
  await app.register(compress);
  await app.register(redis);
  // The rate limit gives the holders of API keys their own allowance: it looks their keys up in the database.
  await app.register(database);
  await app.register(apiKeys);
  await app.register(rateLimit);
  await app.register(swagger);
  await app.register(cors);
  await app.register(staticFiles);

  // The court's own plugins.
  await app.register(pathGuard);
  await app.register(storableInput);
  await app.register(repositories);
  await app.register(publishingPlugin);
  await app.register(health);
  await app.register(mailingPlugin);
  await app.register(searchAlertsPlugin);
  await app.register(authPlugin);
  await app.register(documentsPlugin);
  await app.register(contentPlugin);
  await app.register(bulkDownloads);

  // Routes.
  await app.register(api, { prefix: API_PREFIX });
  await app.register(documents);
  await app.register(content);

  return app;
}
