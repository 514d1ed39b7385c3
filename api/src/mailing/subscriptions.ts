import { sql, type Kysely, type Transaction } from 'kysely';
import type { DB } from '../db/tables.js';
import type { LetterLanguage } from './lists.js';

/** How long the same subscription sent again counts as the same request rather than a new wish. */
const SAME_REQUEST_MS = 24 * 60 * 60 * 1000;

export interface Subscription {
  email: string;
  letterLanguage: LetterLanguage;
  rollNumber: string | undefined;
}

/** The key of a subscription, unique since migration 0011: no case is one value, which NULL would not be. */
const SUBSCRIPTION_KEY = sql`email, letter_language, coalesce(roll_number, '')`;

/** The site's record of the subscriptions it accepted (table newsletter_subscriptions). */
export class SubscriptionRecords {
  constructor(private readonly db: Kysely<DB>) {}

  /**
   * Records the subscription; true when it is a new wish: not stored yet, or stored more than a day ago (its date
   * is then renewed). False when the same subscription was stored within the day. One statement on the unique key,
   * so requests storing the same subscription at once, on any instance, make one record and one of them is told
   * true. It is the transaction's first statement: on SQLite, a transaction that reads before it writes fails
   * when another instance wrote in between, and one that writes first waits for it instead.
   */
  async add(trx: Transaction<DB>, subscription: Subscription, now = Date.now()): Promise<boolean> {
    const stored = await trx
      .insertInto('newsletter_subscriptions')
      .values({
        email: subscription.email,
        letter_language: subscription.letterLanguage,
        roll_number: subscription.rollNumber ?? null,
        created_at: new Date(now).toISOString(),
      })
      .onConflict((conflict) =>
        conflict
          .expression(SUBSCRIPTION_KEY)
          .doUpdateSet({ created_at: (eb) => eb.ref('excluded.created_at') })
          .where('newsletter_subscriptions.created_at', '<=', new Date(now - SAME_REQUEST_MS).toISOString()),
      )
      .returning('id')
      .executeTakeFirst();
    return stored !== undefined;
  }

  async remove(trx: Transaction<DB>, subscription: Subscription): Promise<void> {
    await trx
      .deleteFrom('newsletter_subscriptions')
      .where('email', '=', subscription.email)
      .where('letter_language', '=', subscription.letterLanguage)
      .where((eb) =>
        subscription.rollNumber === undefined
          ? eb('roll_number', 'is', null)
          : eb('roll_number', '=', subscription.rollNumber),
      )
      .execute();
  }

  /** Removes every record of the address; returns the roll numbers it followed (one write, as for `add`). */
  async removeAll(trx: Transaction<DB>, email: string): Promise<string[]> {
    const rows = await trx
      .deleteFrom('newsletter_subscriptions')
      .where('email', '=', email)
      .returning('roll_number')
      .execute();
    const rollNumbers = rows.map((row) => row.roll_number).filter((roll): roll is string => roll !== null);
    return [...new Set(rollNumbers)].sort();
  }

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
