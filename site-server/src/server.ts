import { serve } from '@court/server-kit/serve';
import { buildSite } from './app.js';
import { loadConfig } from './config.js';

/** Starts the site server. */
serve({ loadConfig: () => loadConfig(), build: buildSite });
