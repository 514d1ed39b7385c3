import fs from 'node:fs';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ContentEditStamp } from '../../content/edit-stamp.js';
import { ContentStore } from '../../content/store.js';

declare module 'fastify' {
  interface FastifyInstance {
    content: ContentStore;
    /** When the Markdown last changed: part of the content version the site server watches. */
    contentEdits: ContentEditStamp;
  }
}

/**
 * The editorial content under CONTENT_DIR, read on demand and kept in memory until a file changes; a change
 * anywhere in the folder is a change of the content (content-changes.ts).
 */
export default fp(
  async (app: FastifyInstance) => {
    const root = app.config.contentDir;
    if (!fs.existsSync(root))
      app.log.warn({ contentDir: root }, 'content folder not found: every content query will answer 404');
    app.decorate('content', new ContentStore(root));
    const edits = new ContentEditStamp(root);
    app.decorate('contentEdits', edits);
    // An edited file is read again on its next query; what was drawn from it (pages) must be forgotten now.
    if (fs.existsSync(root)) {
      const watcher = fs.watch(root, { recursive: true }, (_event, file) => {
        edits.changed(file);
        app.contentChanges.notify();
      });
      watcher.on('error', (err) => app.log.warn({ err }, 'content folder no longer watched'));
      app.addHook('onClose', async () => watcher.close());
    }
  },
  { name: 'court-content', dependencies: ['court-content-changes'] },
);
