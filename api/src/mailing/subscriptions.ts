import type { Kysely, Transaction } from 'kysely';
import type { DB } from '../db/tables.js';
import type { LetterLanguage } from './lists.js';

/** How long the same subscription sent again counts as the same request rather than a new wish. */
const SAME_REQUEST_MS = 24 * 60 * 60 * 1000;

export interface Subscription {
  email: string;
  letterLanguage: LetterLanguage;
  rollNumber: string | undefined;
}

/** The site's record of the subscriptions it accepted (table newsletter_subscriptions). */
export class SubscriptionRecords {
  constructor(private readonly db: Kysely<DB>) {}

  /** True when the same subscription was accepted within the last day. */
  async isRecent(trx: Transaction<DB>, subscription: Subscription, now = Date.now()): Promise<boolean> {
    const row = await trx
      .selectFrom('newsletter_subscriptions')
      .select('id')
      .where('email', '=', subscription.email)
      .where('letter_language', '=', subscription.letterLanguage)
      .where((eb) =>
        subscription.rollNumber === undefined
          ? eb('roll_number', 'is', null)
          : eb('roll_number', '=', subscription.rollNumber),
      )
      .where('created_at', '>', new Date(now - SAME_REQUEST_MS).toISOString())
      .executeTakeFirst();
    return row !== undefined;
  }

  async add(trx: Transaction<DB>, subscription: Subscription, now = Date.now()): Promise<void> {
    await trx
      .insertInto('newsletter_subscriptions')
      .values({
        email: subscription.email,
        letter_language: subscription.letterLanguage,
        roll_number: subscription.rollNumber ?? null,
        created_at: new Date(now).toISOString(),
      })
      .execute();
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

  /** The roll numbers the address follows. */
  async followedCases(trx: Transaction<DB>, email: string): Promise<string[]> {
    const rows = await trx
      .selectFrom('newsletter_subscriptions')
      .select('roll_number')
      .distinct()
      .where('email', '=', email)
      .where('roll_number', 'is not', null)
      .orderBy('roll_number')
      .execute();
    return rows.map((row) => row.roll_number).filter((roll): roll is string => roll !== null);
  }

  async removeAll(trx: Transaction<DB>, email: string): Promise<void> {
    await trx.deleteFrom('newsletter_subscriptions').where('email', '=', email).execute();
  }

  transaction<T>(work: (trx: Transaction<DB>) => Promise<T>): Promise<T> {
    return this.db.transaction().execute(work);
  }
}
