import type { ExpressionBuilder, Kysely, Transaction } from 'kysely';
import type { DB, MailingOutboxTable } from '../db/tables.js';

export type MailingAction = MailingOutboxTable['action'];

export interface OutboxRequest {
  action: MailingAction;
  list: string;
  email: string;
}

/** A row as one claim took it: `attempts` counts the claims, so it also names this one. */
export interface OutboxRow extends OutboxRequest {
  id: number;
  attempts: number;
}

const iso = (ms: number) => new Date(ms).toISOString();
const dedupeKey = (request: OutboxRequest) => `${request.action}:${request.list}:${request.email}`;

/**
 * The row as this claim took it. What an attempt learnt is written only while its claim is the row's latest: an
 * attempt that outlived its lease (another instance took the row since) leaves the row to the attempt under way.
 */
const ofClaim = (row: OutboxRow) => (eb: ExpressionBuilder<DB, 'mailing_outbox'>) =>
  eb.and([eb('id', '=', row.id), eb('attempts', '=', row.attempts)]);

/** The outbox table (migration 0007): requests for the mailing-list system, stored before they are sent. */
export class MailingOutbox {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Stores the requests (in the caller's transaction) and returns the ids of the waiting rows for them. A
   * request already waiting is not stored twice; an unsubscription cancels a waiting subscription to the same
   * list and the reverse, so only the latest wish is sent. New rows are due for the background delivery only
   * after `heldMs`: the caller sends them itself meanwhile, and a poller that took them first would leave the
   * caller's own attempt answering "being sent" to a visitor who then reads that the system is unavailable.
   */
  async enqueue(trx: Transaction<DB>, requests: OutboxRequest[], heldMs = 0, now = Date.now()): Promise<number[]> {
    const ids: number[] = [];
    for (const request of requests) {
      const opposite: MailingAction = request.action === 'subscribe' ? 'unsubscribe' : 'subscribe';
      // The opposite wish, unless it is being sent right now; and a refused copy of this one, so it is tried anew.
      await trx
        .deleteFrom('mailing_outbox')
        .where((eb) =>
          eb.or([
            eb.and([
              eb('dedupe_key', '=', dedupeKey({ ...request, action: opposite })),
              eb('status', '=', 'pending'),
              eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(now))]),
            ]),
            eb.and([eb('dedupe_key', '=', dedupeKey(request)), eb('status', '=', 'failed')]),
          ]),
        )
        .execute();
      // The new row, or the one already waiting, in one statement (the update changes nothing; it makes the
      // statement return the row): a select after an insert could find the row gone, sent and deleted meanwhile
      // by another instance.
      const row = await trx
        .insertInto('mailing_outbox')
        .values({
          dedupe_key: dedupeKey(request),
          action: request.action,
          list_name: request.list,
          email: request.email,
          status: 'pending',
          next_attempt_at: iso(now + heldMs),
          created_at: iso(now),
        })
        .onConflict((conflict) =>
          conflict.column('dedupe_key').doUpdateSet({ dedupe_key: (eb) => eb.ref('excluded.dedupe_key') }),
        )
        .returning(['id', 'status'])
        .executeTakeFirstOrThrow();
      if (row.status === 'pending') ids.push(Number(row.id));
    }
    return ids;
  }

  /** Ids of rows whose time has come and that no instance is sending, oldest first. */
  async due(limit: number, now = Date.now()): Promise<number[]> {
    const rows = await this.db
      .selectFrom('mailing_outbox')
      .select('id')
      .where('status', '=', 'pending')
      .where('next_attempt_at', '<=', iso(now))
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(now))]))
      .orderBy('id')
      .limit(limit)
      .execute();
    return rows.map((row) => Number(row.id));
  }

  /**
   * Takes a row for sending, for `leaseMs`. The conditional update succeeds for exactly one caller, whichever
   * instance or loop asks, so a request is never sent twice at the same time. A row whose lease ran out (its
   * instance died, or froze, during the attempt) can be taken again.
   */
  async claim(id: number, leaseMs: number, now = Date.now()): Promise<OutboxRow | undefined> {
    const row = await this.db
      .updateTable('mailing_outbox')
      .set((eb) => ({ locked_until: iso(now + leaseMs), attempts: eb('attempts', '+', 1) }))
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', iso(now))]))
      .returning(['id', 'action', 'list_name', 'email', 'attempts'])
      .executeTakeFirst();
    return (
      row && { id: Number(row.id), action: row.action, list: row.list_name, email: row.email, attempts: row.attempts }
    );
  }

  /** The mailing system took it: nothing is left to do. */
  async delivered(row: OutboxRow): Promise<void> {
    await this.db.deleteFrom('mailing_outbox').where(ofClaim(row)).execute();
  }

  async retryAt(row: OutboxRow, at: number, error: string): Promise<void> {
    await this.db
      .updateTable('mailing_outbox')
      .set({ next_attempt_at: iso(at), locked_until: null, last_error: error.slice(0, 500) })
      .where(ofClaim(row))
      .execute();
  }

  /** The mailing system refused it for good; kept for the court's staff to see, never sent again. */
  async failed(row: OutboxRow, error: string): Promise<void> {
    await this.db
      .updateTable('mailing_outbox')
      .set({ status: 'failed', locked_until: null, last_error: error })
      .where(ofClaim(row))
      .execute();
  }

  /** Drops rows of a request the mailing system refused, whatever their state. */
  async discard(trx: Transaction<DB>, ids: number[]): Promise<void> {
    if (ids.length > 0) await trx.deleteFrom('mailing_outbox').where('id', 'in', ids).execute();
  }

  /** Rows still waiting for one address. */
  async pendingFor(email: string): Promise<number> {
    const row = await this.db
      .selectFrom('mailing_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'pending')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }

  async pendingCount(): Promise<number> {
    const row = await this.db
      .selectFrom('mailing_outbox')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('status', '=', 'pending')
      .executeTakeFirstOrThrow();
    return Number(row.count);
  }
}
