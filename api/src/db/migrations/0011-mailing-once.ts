import { sql, type Kysely } from 'kysely';

/**
 * One record per subscription. The same address, letter language and case (no case being one value of its own)
 * is one row of `newsletter_subscriptions`, however many requests store it at once: the site upserts on this key
 * (`src/mailing/subscriptions.ts`). Rows stored twice before this migration are merged first, keeping the latest
 * of each. The key's first column is the address, so it also serves the lookups by address that had an index of
 * their own.
 *
 * The outbox has had its key since 0007: `dedupe_key`, unique, is (action, list, address).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`delete from newsletter_subscriptions where id not in (
    select max(id) from newsletter_subscriptions group by email, letter_language, coalesce(roll_number, '')
  )`.execute(db);
  await sql`create unique index newsletter_subscriptions_key
    on newsletter_subscriptions (email, letter_language, coalesce(roll_number, ''))`.execute(db);
  await db.schema.dropIndex('newsletter_subscriptions_email_idx').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createIndex('newsletter_subscriptions_email_idx')
    .on('newsletter_subscriptions')
    .column('email')
    .execute();
  await db.schema.dropIndex('newsletter_subscriptions_key').execute();
}
