import nodemailer, { type Transporter } from 'nodemailer';
import { backoffMs } from '../mailing/delivery.js';
import type { MailOutbox, MailRow } from './mail-outbox.js';
import type { AlertLog } from './compose.js';

const BATCH = 20;
/** Every wait of one attempt has an end, so that an attempt ends well within its claim. */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Longer than an attempt can last (its timeouts above), with time to record the answer and clock differences. */
const LEASE_MS = 2 * 60_000;

export interface MailDeliveryOptions {
  outbox: MailOutbox;
  /** Undefined when no mail server is configured (SMTP_URL): e-mails wait in the outbox. */
  smtpUrl: string | undefined;
  from: string;
  retryMs: number;
  log: AlertLog;
}

/**
 * Sends the alert e-mails of the outbox over SMTP (nodemailer), each at most once.
 *
 * Why at most once: SMTP cannot tell whether a message was taken when the connection ends between the end of the
 * data and the server's answer, and nothing standard lets the sender ask afterwards. A mail is therefore claimed
 * (`sending`) before it is sent; the server's answer is recorded (sent: deleted; refused: sent again later, or
 * failed for good on a 5xx); and a mail still `sending` when its claim ran out, because its instance crashed
 * between sending and recording, is not sent again but left `uncertain` for the staff (mail-outbox.ts, `due`).
 * Sending it again would e-mail the subscriber twice whenever the crash came after the server took it; not
 * sending it loses one digest only when the crash came before, and its judgments stay on the site. Its
 * Message-ID, derived from the alert and the batch of the change feed (digest.ts), is the same in every attempt,
 * so a server or client that deduplicates by Message-ID shows one message either way.
 */
export class MailDelivery {
  private readonly transport: Transporter | undefined;
  private readonly underWay = new Set<Promise<unknown>>();

  constructor(private readonly options: MailDeliveryOptions) {
    this.transport = options.smtpUrl
      ? nodemailer.createTransport({ url: options.smtpUrl, ...SMTP_TIMEOUTS } as never)
      : undefined;
  }

  get configured(): boolean {
    return this.transport !== undefined;
  }

  /** Sends these mails now; a mail another attempt took, or not yet due, is left to it. */
  async deliver(ids: number[], now = Date.now()): Promise<void> {
    await Promise.all(ids.map((id) => this.track(this.deliverOne(id, now))));
  }

  /** Sends every mail due; returns how many it tried. */
  async runOnce(now = Date.now()): Promise<number> {
    if (!this.transport) return 0;
    let handled = 0;
    const seen = new Set<number>();
    for (;;) {
      const ids = (await this.options.outbox.due(BATCH, now)).filter((id) => !seen.has(id));
      if (ids.length === 0) return handled;
      for (const id of ids) seen.add(id);
      await this.deliver(ids, now);
      handled += ids.length;
    }
  }

  /** Waits for the attempts under way, then closes the connections. */
  async stop(): Promise<void> {
    await Promise.allSettled([...this.underWay]);
    this.transport?.close();
  }

  private track<T>(attempt: Promise<T>): Promise<T> {
    this.underWay.add(attempt);
    const forget = () => this.underWay.delete(attempt);
    attempt.then(forget, forget);
    return attempt;
  }

  private async deliverOne(id: number, now: number): Promise<void> {
    const { outbox, log } = this.options;
    if (!this.transport) return;
    const row = await outbox.claim(id, LEASE_MS, now);
    if (!row) return;
    let error: unknown;
    try {
      await this.send(this.transport, row);
    } catch (caught) {
      error = caught;
    }
    if (error === undefined) return outbox.sent(row);
    const code = (error as { responseCode?: number }).responseCode;
    const reason = error instanceof Error ? error.message : String(error);
    if (code !== undefined && code >= 500) {
      log.warn({ mail: row.id, code }, 'the mail server refused a search alert e-mail');
      return outbox.failed(row, reason);
    }
    return outbox.retryAt(row, Date.now() + backoffMs(this.options.retryMs, row.attempts), reason);
  }

  /** The mail as sent: plain text, with the RFC 8058 one-click unsubscription (RFC 2369 List-Unsubscribe). */
  private async send(transport: Transporter, row: MailRow): Promise<void> {
    await transport.sendMail({
      from: this.options.from,
      to: row.recipient,
      subject: row.subject,
      text: row.text,
      messageId: row.message_id,
      list: { unsubscribe: row.unsubscribe_url },
      headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click', 'Content-Language': row.language },
    });
  }
}
