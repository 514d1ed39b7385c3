import { type Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/**
 * The mailing outbox: every request for the mailing-list system (subscribe or unsubscribe one address on one
 * list) is written here before it is sent, and deleted once the system has answered. A request that cannot be
 * sent waits here, with the time of its next attempt, for as long as the system is down.
 *
 * `dedupe_key` (action, list, address) is unique: asking twice while the first is waiting is one request.
 * `locked_until` is the lease of the instance sending it, so two API instances never send the same row.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('mailing_outbox')
    .addColumn('id', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('dedupe_key', 'text', (c) => c.notNull().unique())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('list_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('mailing_outbox_due_idx')
    .on('mailing_outbox')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('mailing_outbox').execute();
}
