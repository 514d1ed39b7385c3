import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/**
 * Publishing: the court's systems and staff write through /api/v1/publishing, and these tables are its record.
 *
 * - `publishing_items`: the latest accepted version of every item, by kind and natural key (`judgment` `2026/42`),
 *   as the JSON the caller sent (normalised), with its ETag, version, `publish_at` and state: `scheduled` until
 *   its time comes, then `published` (its rows are then in the public tables the site reads), or `withdrawn`
 *   (its rows removed; its permalinks answer 410). The index on (state, publish_at) finds what is due.
 * - `publishing_audit`: every write, who (the token's subject and client) and when, with the previous and the new
 *   version of the item.
 * - `stored_documents`: files sent through publishing (judgment and press-release PDFs), by their public path on
 *   the document server, in the database so that every instance serves the same bytes; each belongs to an item
 *   and is served while that item is published.
 * - A press release can name the case it is about by its roll number, before there is a judgment.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const postgres = isPostgres(db);
  await db.schema
    .createTable('publishing_items')
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('etag', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('publish_at', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addColumn('updated_by', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('publishing_items_pk', ['kind', 'key'])
    .execute();
  await db.schema
    .createIndex('publishing_items_due_idx')
    .on('publishing_items')
    .columns(['state', 'publish_at'])
    .execute();

  await db.schema
    .createTable('publishing_audit')
    .addColumn('id', 'integer', (c) =>
      postgres ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('actor', 'text', (c) => c.notNull())
    .addColumn('client_id', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('previous_version', 'integer')
    .addColumn('previous', 'text')
    .addColumn('version', 'integer')
    .addColumn('current', 'text')
    .execute();
  await db.schema
    .createIndex('publishing_audit_item_idx')
    .on('publishing_audit')
    .columns(['kind', 'key', 'id'])
    .execute();

  await db.schema
    .createTable('stored_documents')
    .addColumn('path', 'text', (c) => c.primaryKey())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('content_type', 'text', (c) => c.notNull())
    .addColumn('sha256', 'text', (c) => c.notNull())
    .addColumn('size', 'integer', (c) => c.notNull())
    .addColumn('bytes', postgres ? sql`bytea` : 'blob', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('press_releases').addColumn('roll_number', 'text').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('press_releases').dropColumn('roll_number').execute();
  await db.schema.dropTable('stored_documents').execute();
  await db.schema.dropTable('publishing_audit').execute();
  await db.schema.dropTable('publishing_items').execute();
}
