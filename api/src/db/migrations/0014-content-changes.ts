import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/**
 * The change feed (`GET /api/v1/changes`): one row for each time an item came onto the site, changed there or
 * left it, numbered in the order of the transactions that did it (`seq`, the feed's cursor; every write that adds
 * a row holds the content's write lock, so numbers are committed in order). Publishing adds the rows in the
 * transaction of the write itself.
 *
 * A database that already holds published items gets one `created` row for each, in the order they were
 * published, so that a mirror replaying the feed from its start finds everything the site shows.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('content_changes')
    .addColumn('seq', 'integer', (c) =>
      isPostgres(db) ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement(),
    )
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('key', 'text', (c) => c.notNull())
    .addColumn('change', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .execute();
  await sql`
    insert into content_changes (kind, key, change, at)
    select kind, key, 'created', publish_at from publishing_items
    where state = 'published'
    order by publish_at, kind, key
  `.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('content_changes').execute();
}
