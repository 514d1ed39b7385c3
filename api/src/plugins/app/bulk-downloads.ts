import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JudgmentBulkFile } from '../../open-data/bulk-judgments.js';

declare module 'fastify' {
  interface FastifyInstance {
    bulkJudgments: JudgmentBulkFile;
  }
}

/** The bulk file of judgments: written once the server is ready, and again whenever the content changes. */
export default fp(
  async (app: FastifyInstance) => {
    const bulk = new JudgmentBulkFile(app.config.bulkDir, app.database.db, app.repos.judgmentDetails, app.log);
    app.decorate('bulkJudgments', bulk);
    app.contentChanges.listen(() => bulk.changed());
    app.addHook('onReady', async () => bulk.start());
    app.addHook('onClose', async () => bulk.stop());
  },
  { name: 'court-bulk-downloads', dependencies: ['court-database', 'court-repositories', 'court-content-changes'] },
);
