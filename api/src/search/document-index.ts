import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import { BODY_CHUNK_OVERLAP, documentBase, documentRange } from './documents.js';
import { toFts5, toFts5Relevance, toTsqueries } from './query/compile.js';
import type { ParsedQuery, QueryClause } from './query/parse.js';
import type { TextLang } from './text/analyze.js';

/**
 * Which documents of one language match a query, in either engine's index (migrations 0005 and 0008): SQLite
 * asks its FTS5 table; PostgreSQL has one tsvector per column (`{column}_tsv`), the judgments' full text also in
 * overlapping chunks (search_body_chunks), with GIN indexes.
 *
 * On PostgreSQL every clause is looked up in the GIN indexes as a set of row ids (intersected, minus the excluded
 * ones), so a common word never makes the server read the long tsvectors of whole judgments, and a phrase reads
 * only the small chunks that hold all its words, to check their positions. The planner would rather scan
 * the table for a word found in most documents, not knowing what reading those vectors costs, so sequential scans
 * are off for this statement; JIT compiling, which such costs would trigger, is off too.
 */

export interface DocumentQuery {
  table: 'search_documents' | 'pending_case_documents';
  /** The columns searched, named as in the FTS5 table. */
  columns: readonly string[];
  query: ParsedQuery;
  lang: TextLang;
  /**
   * Relevance wanted: how well the first column (the short one: a judgment's headnote, keywords and summary)
   * holds the included clauses, bm25 on SQLite, ts_rank on PostgreSQL; 0 for a document found only in the other
   * columns. Scoring the long full text too would read all of it for every hit, which is what made common words
   * and phrases slow on both engines.
   */
  ranked?: boolean;
}

/** Ids (judgment id or roll number) of the matching documents, with their relevance when it was asked for. */
export async function matchDocuments(
  db: Kysely<DB>,
  engine: Engine,
  search: DocumentQuery,
): Promise<Map<number, number | null>> {
  const rows = engine === 'postgres' ? await matchTsvectors(db, search) : await matchFts5(db, search);
  return new Map(rows.map((r) => [Number(r.id), r.score === null ? null : Number(r.score)]));
}

type Row = { id: number; score: number | null };

async function matchFts5(db: Kysely<DB>, { table, columns, query, lang, ranked }: DocumentQuery): Promise<Row[]> {
  const base = documentBase(lang);
  const [first, last] = documentRange(lang);
  const select = (match: string, score: RawBuilder<unknown>) =>
    sql<Row>`select rowid - ${base} as id, ${score} as score from ${sql.table(table)}
      where ${sql.table(table)} match ${match} and rowid between ${first} and ${last}`.execute(db);
  const [found, relevant] = await Promise.all([
    select(toFts5(query, columns), sql`null`),
    ranked && columns[0] ? select(toFts5Relevance(query, columns[0]), sql`-bm25(${sql.table(table)})`) : undefined,
  ]);
  if (!relevant) return found.rows;
  const scores = new Map(relevant.rows.map((r) => [r.id, r.score]));
  return found.rows.map((r) => ({ id: r.id, score: scores.get(r.id) ?? 0 }));
}

async function matchTsvectors(db: Kysely<DB>, { table, columns, query, lang, ranked }: DocumentQuery): Promise<Row[]> {
  const base = documentBase(lang);
  const [first, last] = documentRange(lang);
  const tsqueries = toTsqueries(query);
  /** Ids of the documents holding a clause (as tsquery, and its length in words) in one column. */
  const holdingIn = (column: string, clause: string, words: number): RawBuilder<unknown> => {
    const source =
      table === 'search_documents' && column === 'body' && words <= BODY_CHUNK_OVERLAP + 1
        ? sql`search_body_chunks where tsv`
        : sql`${sql.table(table)} where ${sql.ref(`${column}_tsv`)}`;
    return sql`select rowid from ${source} @@ cast(${clause} as tsquery)`;
  };
  /** Ids of the documents holding a clause in any of the columns searched. */
  const holding = (clause: string, index: number, clauses: QueryClause[]): RawBuilder<unknown> =>
    sql`(${sql.join(
      columns.map((column) => holdingIn(column, clause, clauses[index]?.tokens.length ?? 0)),
      sql` union `,
    )})`;
  const found = sql.join(
    tsqueries.include.map((clause, i) => holding(clause, i, query.include)),
    sql` intersect `,
  );
  const excluded = tsqueries.exclude.map((clause, i) => sql` except ${holding(clause, i, query.exclude)}`);
  const score = ranked
    ? sql`ts_rank(${sql.ref(`${columns[0]}_tsv`)}, cast(${tsqueries.relevance} as tsquery))`
    : sql`null`;
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    const { rows } = await sql<Row>`select rowid - ${base} as id, ${score} as score from ${sql.table(table)}
      where rowid between ${first} and ${last} and rowid in (${found}${sql.join(excluded, sql``)})`.execute(trx);
    return rows;
  });
}
