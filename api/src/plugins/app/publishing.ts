import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ConsoleLogin } from '../../publishing/console-login.js';
import { CONTENT_KINDS } from '../../publishing/kinds/index.js';
import { PublishingScheduler } from '../../publishing/scheduler.js';
import { PublishingService } from '../../publishing/service.js';
import { StaffTokenVerifier } from '../../publishing/staff-tokens.js';

export interface Publishing {
  service: PublishingService;
  /** Checks the staff's bearer tokens; undefined when no staff identity provider is configured. */
  verifier: StaffTokenVerifier | undefined;
  /** Completes the press console's logins at that provider; undefined without one. */
  consoleLogin: ConsoleLogin | undefined;
  /** Forgets what this instance cached of the content; called after a write here, and by the scheduler. */
  contentChanged(): void;
}

declare module 'fastify' {
  interface FastifyInstance {
    publishing: Publishing;
  }
}

/** The publishing service over the database, and its scheduler from the moment the server is ready. */
export default fp(
  async (app: FastifyInstance) => {
    const service = new PublishingService(app.database, CONTENT_KINDS);
    const contentChanged = () => app.contentChanges.notify();
    const scheduler = new PublishingScheduler(service, app.database.db, contentChanged, app.log);
    const { staff } = app.config;
    const verifier = staff && new StaffTokenVerifier(staff);
    app.decorate('publishing', {
      service,
      verifier,
      consoleLogin: staff && verifier && new ConsoleLogin(verifier, staff.consoleClientId),
      contentChanged,
    });
    app.addHook('onReady', async () => {
      await scheduler.tick();
      scheduler.start(app.config.publishingPollMs);
    });
    app.addHook('onClose', async () => scheduler.stop());
  },
  { name: 'court-publishing', dependencies: ['court-database', 'court-content-changes'] },
);
