import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/**
 * Search alerts: an address that follows a judgment search and gets, once a day, the judgments published since
 * that match it (`src/search-alerts/`).
 *
 * - `search_alerts`: one row per address and search (`alert_key`, unique, is a hash of both), `pending` until its
 *   owner follows the confirmation link. `cursor` is the change feed entry up to which published judgments were
 *   looked at; `digest_slot` the daily digest time last done; `lease_id` and `lease_until` the claim of the
 *   instance computing its digest, so that two instances never do one alert at once.
 * - `search_alert_tokens`: the links' tokens, as SHA-256 hashes only: the database never holds a usable link.
 * - `search_alert_deliveries`: each judgment an alert was sent, keyed by (alert, judgment): a judgment is named
 *   to an alert once, whatever runs the digest.
 * - `search_alert_mails`: the outbox of the e-mails, written in the transaction that decides them and deleted
 *   once the mail server took them; `message_id` is unique (one digest of one alert and batch is one message).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = (c: ColumnDefinitionBuilder) =>
    isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement();
  await db.schema
    .createTable('search_alerts')
    .addColumn('id', 'integer', id)
    .addColumn('alert_key', 'text', (c) => c.notNull().unique())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('search', 'text', (c) => c.notNull())
    .addColumn('query', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('cursor', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('digest_slot', 'text')
    .addColumn('lease_id', 'text')
    .addColumn('lease_until', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('confirmed_at', 'text')
    .execute();
  await db.schema
    .createIndex('search_alerts_status_idx')
    .on('search_alerts')
    .columns(['status', 'digest_slot'])
    .execute();
  await db.schema
    .createTable('search_alert_tokens')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('purpose', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('search_alert_tokens_alert_idx').on('search_alert_tokens').column('alert_id').execute();
  await db.schema
    .createTable('search_alert_deliveries')
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('judgment_key', 'text', (c) => c.notNull())
    .addColumn('message_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('search_alert_deliveries_pk', ['alert_id', 'judgment_key'])
    .execute();
  await db.schema
    .createTable('search_alert_mails')
    .addColumn('id', 'integer', id)
    .addColumn('message_id', 'text', (c) => c.notNull().unique())
    .addColumn('alert_id', 'integer', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('recipient', 'text', (c) => c.notNull())
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text', 'text', (c) => c.notNull())
    .addColumn('unsubscribe_url', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('next_attempt_at', 'text', (c) => c.notNull())
    .addColumn('locked_until', 'text')
    .addColumn('last_error', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('search_alert_mails_due_idx')
    .on('search_alert_mails')
    .columns(['status', 'next_attempt_at'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['search_alert_mails', 'search_alert_deliveries', 'search_alert_tokens', 'search_alerts']) {
    await db.schema.dropTable(table).execute();
  }
}
