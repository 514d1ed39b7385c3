import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import { documentBase, documentRange } from './documents.js';
import { toFts5, toTsqueries } from './query/compile.js';
import type { ParsedQuery } from './query/parse.js';
import type { TextLang } from './text/analyze.js';

/**
 * Which documents of one language match a query, in either engine's index (migrations 0005 and 0008): SQLite
 * asks its FTS5 table; PostgreSQL has one tsvector per column (`{column}_tsv`), each with its own GIN index.
 *
 * On PostgreSQL every clause is looked up in the GIN indexes as a set of row ids (intersected, minus the excluded
 * ones), so a common word never makes the server read the long tsvectors of whole judgments: only a phrase reads
 * the vectors of the documents that hold all its words, to check their positions. The planner would rather scan
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
   * Relevance wanted: SQLite scores with bm25 and these weights (one per column of the table); PostgreSQL with
   * ts_rank over the first column searched only, the short one, as the body's vector is what is slow to read.
   */
  weights?: readonly number[];
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

async function matchFts5(db: Kysely<DB>, { table, columns, query, lang, weights }: DocumentQuery): Promise<Row[]> {
  const base = documentBase(lang);
  const [first, last] = documentRange(lang);
  const score = weights ? sql`-bm25(${sql.table(table)}, ${sql.join(weights.map((w) => sql.lit(w)))})` : sql`null`;
  const { rows } = await sql<Row>`select rowid - ${base} as id, ${score} as score
    from ${sql.table(table)} where ${sql.table(table)} match ${toFts5(query, columns)}
    and rowid between ${first} and ${last}`.execute(db);
  return rows;
}

async function matchTsvectors(db: Kysely<DB>, { table, columns, query, lang, weights }: DocumentQuery): Promise<Row[]> {
  const base = documentBase(lang);
  const [first, last] = documentRange(lang);
  const tsqueries = toTsqueries(query);
  /** Ids of the documents holding a clause in any of the columns searched. */
  const holding = (clause: string): RawBuilder<unknown> =>
    sql`(${sql.join(
      columns.map(
        (column) =>
          sql`select rowid from ${sql.table(table)} where ${sql.ref(`${column}_tsv`)} @@ cast(${clause} as tsquery)`,
      ),
      sql` union `,
    )})`;
  const found = sql.join(tsqueries.include.map(holding), sql` intersect `);
  const excluded = tsqueries.exclude.map((clause) => sql` except ${holding(clause)}`);
  const score = weights ? sql`ts_rank(${sql.ref(`${columns[0]}_tsv`)}, cast(${tsqueries.all} as tsquery))` : sql`null`;
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    const { rows } = await sql<Row>`select rowid - ${base} as id, ${score} as score from ${sql.table(table)}
      where rowid between ${first} and ${last} and rowid in (${found}${sql.join(excluded, sql``)})`.execute(trx);
    return rows;
  });
}
