import type { ApiClient } from './api-client.js';
import type { SiteConfig } from './config.js';

declare module 'fastify' {
  interface FastifyInstance {
    config: SiteConfig;
    /** The API, over HTTP at API_ORIGIN. */
    api: ApiClient;
  }
}

/** The paths of the API (its JSON, the content query, the documents), which the site server forwards to it. */
export const API_PATHS = ['/api', '/_content', '/public'] as const;
