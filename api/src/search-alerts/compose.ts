import type { FastifyBaseLogger } from 'fastify';
import type { SearchAlertConfig } from '../config.js';
import type { Database } from '../db/engine.js';
import { JudgmentSearch } from '../search/judgment-search.js';
import { AlertStore } from './alert-store.js';
import { DigestRunner } from './digest.js';
import { AlertLinks } from './links.js';
import { MailDelivery } from './mail-delivery.js';
import { MailOutbox } from './mail-outbox.js';
import { SearchAlertService } from './service.js';

/** Where the alerts report what went wrong: the server's log, or the console of a command. */
export type AlertLog = Pick<FastifyBaseLogger, 'error' | 'warn'>;

export interface SearchAlerts {
  service: SearchAlertService;
  outbox: MailOutbox;
  delivery: MailDelivery;
}

/** The search alerts' parts on one database, as the server and the `court digests` command both run them. */
export function createSearchAlerts(
  { db, engine }: Pick<Database, 'db' | 'engine'>,
  settings: SearchAlertConfig,
  retryMs: number,
  log: AlertLog,
): SearchAlerts {
  const alerts = new AlertStore(db);
  const outbox = new MailOutbox(db);
  const links = new AlertLinks(settings.siteUrl);
  const delivery = new MailDelivery({ outbox, smtpUrl: settings.smtpUrl, from: settings.from, retryMs, log });
  const digests = new DigestRunner(db, alerts, new JudgmentSearch(db, engine), outbox, links, log);
  const service = new SearchAlertService(alerts, outbox, delivery, digests, links, settings.digestHour);
  return { service, outbox, delivery };
}
