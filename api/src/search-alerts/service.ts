import { randomUUID } from 'node:crypto';
import type { AlertRow, AlertStore, NewAlert } from './alert-store.js';
import type { DigestRunner } from './digest.js';
import type { AlertLinks } from './links.js';
import type { MailDelivery } from './mail-delivery.js';
import type { MailOutbox } from './mail-outbox.js';
import { confirmationMail, describeSearch } from './messages.js';
import { latestDigestSlot } from './schedule.js';

/**
 * Search alerts as the site offers them: subscribing (double opt-in), confirming, unsubscribing, and the daily
 * digests. Every e-mail goes through the outbox, written in the transaction that decides it, then sent at once;
 * what the mail server did not take is sent again by the background pass (plugin.ts).
 */
export class SearchAlertService {
  constructor(
    private readonly alerts: AlertStore,
    private readonly outbox: MailOutbox,
    private readonly delivery: MailDelivery,
    private readonly digests: DigestRunner,
    private readonly links: AlertLinks,
    private readonly digestHour: number,
  ) {}

  /**
   * Stores the alert and mails its confirmation link. An address that already has this alert confirmed is
   * mailed nothing; the caller answers the same either way, so that nobody learns what an address follows.
   */
  async subscribe(alert: NewAlert, now = Date.now()): Promise<void> {
    const mailId = await this.alerts.transaction(async (trx) => {
      const row = await this.alerts.upsert(trx, alert, now);
      if (!row) return undefined;
      const confirm = await this.alerts.newToken(trx, row.id, 'confirm', now);
      const unsubscribe = await this.alerts.newToken(trx, row.id, 'unsubscribe', now);
      const lang = row.language;
      const mail = confirmationMail(lang, describeSearch(alert.query), {
        confirm: this.links.confirm(lang, confirm),
        unsubscribe: this.links.unsubscribePage(lang, unsubscribe),
        privacy: this.links.privacy(lang),
      });
      return this.outbox.enqueue(
        trx,
        {
          // Each confirmation is a message of its own: asking again mails a new link.
          message_id: `<search-alert.${row.id}.confirm.${randomUUID()}@${this.links.domain}>`,
          alert_id: row.id,
          kind: 'confirmation',
          recipient: row.email,
          language: lang,
          ...mail,
          unsubscribe_url: this.links.oneClick(unsubscribe),
        },
        now,
      );
    });
    if (mailId !== undefined) await this.delivery.deliver([mailId]);
  }

  confirm(token: string, now = Date.now()): Promise<AlertRow | undefined> {
    return this.alerts.confirm(token, now);
  }

  unsubscribe(token: string): Promise<boolean> {
    return this.alerts.unsubscribe(token);
  }

  /**
   * The digests due at `now` (the latest daily time, SEARCH_ALERT_DIGEST_HOUR in Brussels, unless `slot` names
   * another), then every e-mail waiting; returns how many digests were written.
   */
  async runDigests(now = Date.now(), slot = latestDigestSlot(now, this.digestHour)): Promise<number> {
    const mails = await this.digests.runDue(slot, now);
    await this.delivery.deliver(mails, now);
    await this.delivery.runOnce(now);
    return mails.length;
  }

  /** A digest now, whatever the time of day: every confirmed alert's judgments published until now. */
  runDigestNow(now = Date.now()): Promise<number> {
    return this.runDigests(now, new Date(now).toISOString());
  }
}
