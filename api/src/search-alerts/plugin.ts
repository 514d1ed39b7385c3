import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { createSearchAlerts, type SearchAlerts } from './compose.js';

declare module 'fastify' {
  interface FastifyInstance {
    searchAlerts: SearchAlerts;
  }
}

/**
 * Search alerts by e-mail: the service, and the background pass every instance runs every SEARCH_ALERT_POLL_MS
 * (the digests due, then the e-mails waiting), started with the server and stopped before the database closes.
 * Instances share the work through the database (digest.ts, mail-delivery.ts), so any number may run it.
 * Without a mail server (SMTP_URL) nothing is sent: e-mails wait in the outbox and digests are not made.
 */
export default fp(
  async (app: FastifyInstance) => {
    const settings = app.config.searchAlerts;
    const alerts = createSearchAlerts(app.database, settings, app.config.mailing.retryMs, app.log);
    const { service, delivery } = alerts;
    app.decorate('searchAlerts', alerts);

    let timer: NodeJS.Timeout | undefined;
    let running: Promise<unknown> | undefined;
    let stopped = false;
    const tick = () => {
      running = service
        .runDigests()
        .catch((error: unknown) => app.log.error({ err: error }, 'search alert pass failed'))
        .finally(() => {
          running = undefined;
          if (!stopped) timer = setTimeout(tick, settings.pollMs).unref();
        });
    };
    if (delivery.configured)
      app.addHook('onReady', async () => void (timer = setTimeout(tick, settings.pollMs).unref()));
    app.addHook('onClose', async () => {
      stopped = true;
      clearTimeout(timer);
      await running;
      await delivery.stop();
    });
  },
  { name: 'court-search-alerts', dependencies: ['court-database'] },
);
