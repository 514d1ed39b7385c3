import type { Kysely } from 'kysely';

/**
 * The keys signing the site access tokens of the citizen login, shared by every instance so that a token from
 * one is accepted by the others and after a restart. `generation` numbers the keys in the order they took over
 * signing; it is unique, so instances that create the next key at the same moment store only one of them.
 * `retired_at` is when the next key takes over; a retired key keeps verifying until its tokens have expired.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('auth_signing_keys')
    .addColumn('kid', 'text', (c) => c.primaryKey())
    .addColumn('generation', 'integer', (c) => c.notNull().unique())
    .addColumn('secret', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('retired_at', 'text')
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('auth_signing_keys').execute();
}
