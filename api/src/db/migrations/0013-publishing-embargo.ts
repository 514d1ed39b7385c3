import type { Kysely } from 'kysely';

/**
 * An item can be embargoed until another is public: a press release on a judgment until the judgment is
 * pronounced (published). `embargo_kind` and `embargo_key` name that item; an item whose own time has come stays
 * `scheduled` while it is not published, and goes out in the transaction that publishes it. The index finds the
 * items waiting for the one just published.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('publishing_items').addColumn('embargo_kind', 'text').execute();
  await db.schema.alterTable('publishing_items').addColumn('embargo_key', 'text').execute();
  await db.schema
    .createIndex('publishing_items_embargo_idx')
    .on('publishing_items')
    .columns(['embargo_kind', 'embargo_key'])
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('publishing_items_embargo_idx').execute();
  await db.schema.alterTable('publishing_items').dropColumn('embargo_key').execute();
  await db.schema.alterTable('publishing_items').dropColumn('embargo_kind').execute();
}
