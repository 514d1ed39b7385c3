import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ContentStore } from '../../content/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
  }
}

/** The editorial content under CONTENT_DIR, read on demand and kept in memory until a file changes. */
export default fp(
  async (app: FastifyInstance) => {
    const root = app.config.contentDir;
    if (!fs.existsSync(root))
      app.log.warn({ contentDir: root }, 'content folder not found: every content query will answer 404');
    app.decorate('content', new ContentStore(root));
  },
  { name: 'court-content' },
);
