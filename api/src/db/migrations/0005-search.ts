import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/**
 * The case-law search index: one document per judgment and language, holding the stems of its headnote, keywords
 * and summary (`meta`) and of its full text (`body`), as the search's own text pipeline produced them. Each engine
 * only matches those stems, so both answer the same hits: SQLite with an FTS5 table that keeps no copy of the text
 * (the ASCII tokenizer splits the stems exactly where they were joined), PostgreSQL with a tsvector of the
 * 'simple' configuration (no stemming, no stop words: the stems are already final), meta weighted A and body B.
 * Also the labels of the classification that the table of contents browses.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (isPostgres(db)) {
    await sql`create table search_documents (
      rowid bigint primary key,
      meta text not null,
      body text not null,
      tsv tsvector generated always as (
        setweight(to_tsvector('simple'::regconfig, meta), 'A') || setweight(to_tsvector('simple'::regconfig, body), 'B')
      ) stored
    )`.execute(db);
    await sql`create index search_documents_tsv_idx on search_documents using gin (tsv)`.execute(db);
  } else {
    await sql`create virtual table search_documents using fts5(
      meta, body, content='', contentless_delete=1, tokenize='ascii'
    )`.execute(db);
  }

  await db.schema
    .createTable('search_classification')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('parent_id', 'text')
    .addColumn('position', 'integer', (c) => c.notNull())
    .addColumn('label', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('search_classification').execute();
  await db.schema.dropTable('search_documents').execute();
}
