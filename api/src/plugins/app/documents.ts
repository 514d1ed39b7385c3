import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { DocumentService } from '../../documents/service.js';

declare module 'fastify' {
  interface FastifyInstance {
    documents: DocumentService;
  }
}

/** The document server's renderer and its cache of rendered files under DATA_DIR/public. */
export default fp(
  async (app: FastifyInstance) => {
    const root = path.join(app.config.dataDir, 'public');
    app.decorate(
      'documents',
      new DocumentService(root, app.database.db, app.repos.judgmentDetails, app.repos.documents),
    );
  },
  { name: 'court-documents', dependencies: ['court-repositories'] },
);
