import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { JudgmentSearch } from '../search/judgment-search.js';
import { AlertStore } from './alert-store.js';
import { DigestRunner } from './digest.js';
import { AlertLinks } from './links.js';
import { MailDelivery } from './mail-delivery.js';
import { MailOutbox } from './mail-outbox.js';
import { SearchAlertService } from './service.js';

export interface SearchAlerts {
  service: SearchAlertService;
  outbox: MailOutbox;
  delivery: MailDelivery;
}

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
    const { db, engine } = app.database;
    const alerts = new AlertStore(db);
    const outbox = new MailOutbox(db);
    const links = new AlertLinks(settings.siteUrl);
    const delivery = new MailDelivery({
      outbox,
      smtpUrl: settings.smtpUrl,
      from: settings.from,
      retryMs: app.config.mailing.retryMs,
      log: app.log,
    });
    const digests = new DigestRunner(db, alerts, new JudgmentSearch(db, engine), outbox, links, app.log);
    const service = new SearchAlertService(alerts, outbox, delivery, digests, links, settings.digestHour);
    app.decorate('searchAlerts', { service, outbox, delivery } satisfies SearchAlerts);

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
