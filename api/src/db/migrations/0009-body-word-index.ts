import { sql, type Kysely } from 'kysely';
import { isPostgres } from '../engine.js';

/**
 * Faster words, prefixes and phrases in the judgments' full text on PostgreSQL (src/search/document-index.ts).
 * SQLite needs nothing: its FTS5 table keeps the positions of every word, per document.
 *
 * - A GIN index on the vector of each document's whole full text: a word or a prefix is then one lookup per
 *   document, with no vector read, where the chunks' index answered every chunk holding the word (tens of
 *   thousands of rows for a common word, each visited in the table).
 * - The chunks' vectors stay in their table row instead of going to the TOAST table when over 2 kB (about a third
 *   of them): a phrase reads each chunk holding its words to check positions, and a value in TOAST costs an index
 *   lookup and more pages. Applies to the chunks written from now on, so from the next seeding (rewriting the
 *   chunks here would hold up the server's start for as long).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`create index search_documents_body_tsv_idx on search_documents using gin (body_tsv)`.execute(db);
  await sql`alter table search_body_chunks alter column tsv set storage main`.execute(db);
  await sql`alter table search_body_chunks set (toast_tuple_target = 8160)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  if (!isPostgres(db)) return;
  await sql`alter table search_body_chunks reset (toast_tuple_target)`.execute(db);
  await sql`alter table search_body_chunks alter column tsv set storage extended`.execute(db);
  await sql`drop index search_documents_body_tsv_idx`.execute(db);
}
