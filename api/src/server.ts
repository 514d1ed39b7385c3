import { serve } from '@court/server-kit/serve';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';

/**
 * Starts the API. Stopping, readiness answers 503 at once, so the load balancer sends no more requests; the
 * scheduler's round and a mailing delivery under way finish before the database closes.
 */
serve({ loadConfig: () => loadConfig(), build: buildApp, beforeClose: (app) => app.health.drain() });
