import type { ExpressionBuilder, Kysely, Selectable, Transaction } from 'kysely';
import type { DB, SearchAlertMailsTable } from '../db/tables.js';

export type MailRow = Selectable<SearchAlertMailsTable>;
export type NewMail = Pick<
  SearchAlertMailsTable,
  'message_id' | 'alert_id' | 'kind' | 'recipient' | 'language' | 'subject' | 'text' | 'unsubscribe_url'
>;

const iso = (ms: number) => new Date(ms).toISOString();

/** The row as this claim took it: what an attempt learnt is written only while its claim is the row's latest. */
const ofClaim = (row: MailRow) => (eb: ExpressionBuilder<DB, 'search_alert_mails'>) =>
  eb.and([eb('id', '=', row.id), eb('attempts', '=', row.attempts)]);

/**
 * The outbox of the alert e-mails (migration 0016), as the mailing lists' outbox (src/mailing/outbox.ts): a mail is
 * written in the transaction that decides it, claimed before it is sent, and deleted once the mail server took it.
 */
export class MailOutbox {
  constructor(private readonly db: Kysely<DB>) {}

  async enqueue(trx: Transaction<DB>, mail: NewMail, now: number): Promise<number> {
    const row = await trx
      .insertInto('search_alert_mails')
      .values({ ...mail, status: 'pending', next_attempt_at: iso(now), created_at: iso(now) })
      .returning('id')
      .executeTakeFirstOrThrow();
    return Number(row.id);
  }

  /**
   * Ids of the mails due, oldest first. First, a mail whose attempt outlived its claim (its instance died or froze
   * while sending) becomes `uncertain` and is never sent again: the server may have taken it (mail-delivery.ts).
   * Its body is emptied, for it holds an unsubscription link; the rest stays for the court's staff.
   */
  async due(limit: number, now: number): Promise<number[]> {
    await this.db
      .updateTable('search_alert_mails')
      .set({ status: 'uncertain', text: '', unsubscribe_url: '', locked_until: null })
      .where('status', '=', 'sending')
      .where('locked_until', '<=', iso(now))
      .execute();
    const rows = await this.db
      .selectFrom('search_alert_mails')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', iso(now))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.id));
  }

  /** Takes a mail for sending, for `leaseMs`; the conditional update succeeds for exactly one caller. */
  async claim(id: number, leaseMs: number, now: number): Promise<MailRow | undefined> {
    return this.db
      .updateTable('search_alert_mails')
      .set((eb) => ({ status: 'sending', locked_until: iso(now + leaseMs), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', iso(now))
      .returningAll()
      .executeTakeFirst();
  }

  /** The server took it: nothing is left to do. */
  async sent(row: MailRow): Promise<void> {
    await this.db.deleteFrom('search_alert_mails').where(ofClaim(row)).execute();
  }

  /** The server did not take it: sent again at `at`. */
  async retryAt(row: MailRow, at: number, error: string): Promise<void> {
    await this.db
      .updateTable('search_alert_mails')
      .set({ status: 'pending', next_attempt_at: iso(at), locked_until: null, last_error: error.slice(0, 500) })
      .where(ofClaim(row))
      .execute();
  }

  /** The server refused it for good (an address it does not deliver to); kept for the staff, never sent again. */
  async failed(row: MailRow, error: string): Promise<void> {
    await this.db
      .updateTable('search_alert_mails')
      .set({ status: 'failed', locked_until: null, text: '', unsubscribe_url: '', last_error: error.slice(0, 500) })
      .where(ofClaim(row))
      .execute();
  }
}
