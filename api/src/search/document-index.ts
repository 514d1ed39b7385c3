import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import { BODY_CHUNK_OVERLAP, documentBase, documentRange } from './documents.js';
import { toFts5, toFts5Relevance, toTsqueries } from './query/compile.js';
import type { ParsedQuery, QueryClause } from './query/parse.js';
import type { TextLang } from './text/analyze.js';

/**
 * Which documents of one language match a query, in either engine's index (migrations 0005, 0008 and 0009):
 * SQLite asks its FTS5 table; PostgreSQL has one tsvector per column (`{column}_tsv`), each with a GIN index, and
 * the judgments' full text also in overlapping chunks (search_body_chunks) with their own GIN index.
 *
 * On PostgreSQL every clause is a set of row ids (intersected, minus the excluded ones), answered as arrays. A
 * word or a prefix is one bitmap scan over the columns' GIN indexes, which never reads a vector; a phrase of the
 * full text reads only the chunks holding all its words, to check their positions. Relevance is computed, at the
 * same time as the phrases are checked, on every document holding the included words, a superset of the hits.
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

/** Ids (judgment ids or roll numbers) as the database aggregates them, with their scores when asked. */
type IdArrays = { ids: number[] | null; scores?: number[] | null };

async function matchTsvectors(db: Kysely<DB>, search: DocumentQuery): Promise<Row[]> {
  const { query, ranked } = search;
  // Without phrases nor excluded clauses, the documents that may be found (see scores) are the ones found, and
  // one pass answers both.
  const scoredAreFound = query.include.every((clause) => clause.tokens.length === 1) && query.exclude.length === 0;
  const [found, scored] = await Promise.all([
    ranked && scoredAreFound ? undefined : withIndexScans(db, foundIds(search)),
    ranked ? withIndexScans(db, scores(search)) : undefined,
  ]);
  const ids = (found ?? scored)?.ids ?? [];
  if (!scored) return ids.map((id) => ({ id, score: null }));
  const scoreOf = new Map<number, number>();
  scored.ids?.forEach((id, i) => scoreOf.set(id, scored.scores?.[i] ?? 0));
  return ids.map((id) => ({ id, score: scoreOf.get(id) ?? 0 }));
}

/**
 * Runs one statement without sequential scans (and without JIT compiling, which the costs a sequential scan is
 * given would trigger): the planner would rather scan the table for a word found in most documents, not knowing
 * what reading their vectors costs, where the GIN indexes answer without reading them.
 */
async function withIndexScans(db: Kysely<DB>, statement: RawBuilder<IdArrays>): Promise<IdArrays> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    const { rows } = await statement.execute(trx);
    return rows[0] ?? { ids: null };
  });
}

/**
 * The rows `found` (rowid, and score when asked) of the language, as arrays of ids and scores. Materialised, so
 * that the language's id range is not pushed into the index scans, where the planner would rather read the
 * range's rows and test their vectors.
 */
function inLanguage(lang: TextLang, found: RawBuilder<unknown>, withScores: boolean): RawBuilder<IdArrays> {
  const [first, last] = documentRange(lang);
  const scoreArray = withScores ? sql`, array_agg(score) as scores` : sql``;
  return sql<IdArrays>`with found as materialized (${found})
    select array_agg(cast(rowid - ${documentBase(lang)} as integer)) as ids${scoreArray}
    from found where rowid between ${first} and ${last}`;
}

/** `{column}_tsv @@ tsquery`, in any of the columns. */
function inAnyColumn(columns: readonly string[], tsquery: string): RawBuilder<unknown> {
  return sql.join(
    columns.map((column) => sql`${sql.ref(`${column}_tsv`)} @@ cast(${tsquery} as tsquery)`),
    sql` or `,
  );
}

/** Whether a clause is a phrase of the judgments' full text short enough to lie whole in one chunk. */
function onChunks({ table, columns }: DocumentQuery, clause: QueryClause): boolean {
  const words = clause.tokens.length;
  return table === 'search_documents' && columns.includes('body') && words > 1 && words <= BODY_CHUNK_OVERLAP + 1;
}

/**
 * Ids of the documents holding every included clause and no excluded one. The clauses the columns' own vectors
 * answer are one condition, so that the GIN indexes intersect their lists before any row is visited (a set per
 * word made the server visit every row holding a common word). A phrase of the full text is the set of documents
 * holding it in a chunk (its positions are checked on the chunks holding all its words: the vector of a whole
 * judgment is long to read) or in the other columns, intersected with the rest. Excluded clauses are sets taken
 * away: testing them row by row would read the vectors.
 */
function foundIds(search: DocumentQuery): RawBuilder<IdArrays> {
  const { table, columns, query, lang } = search;
  const tsqueries = toTsqueries(query);
  const inRows = (tsqueryList: string[]) =>
    sql`(select rowid from ${sql.table(table)} where ${sql.join(
      tsqueryList.map((tsquery) => sql`(${inAnyColumn(columns, tsquery)})`),
      sql` and `,
    )})`;
  const others = columns.filter((column) => column !== 'body');
  const inChunks = (tsquery: string) =>
    sql`(select rowid from search_body_chunks where tsv @@ cast(${tsquery} as tsquery)${
      others.length > 0
        ? sql` union select rowid from ${sql.table(table)} where ${inAnyColumn(others, tsquery)}`
        : sql``
    })`;
  const chunked = (clause: QueryClause) => onChunks(search, clause);
  const inRow = tsqueries.include.filter((_, i) => !chunked(query.include[i]!));
  const included = [
    ...(inRow.length > 0 ? [inRows(inRow)] : []),
    ...tsqueries.include.filter((_, i) => chunked(query.include[i]!)).map(inChunks),
  ];
  const excluded = tsqueries.exclude.map((tsquery, i) =>
    chunked(query.exclude[i]!) ? inChunks(tsquery) : inRows([tsquery]),
  );
  const sets = [sql.join(included, sql` intersect `), ...excluded.map((set) => sql` except ${set}`)];
  return inLanguage(lang, sql.join(sets, sql``), false);
}

/**
 * The relevance (see DocumentQuery.ranked) of every document that may be found: those holding the words of each
 * included clause in one column, in any order, which the GIN indexes answer without reading vectors. Computed
 * in the same pass that visits the rows, and at the same time as the phrases are checked.
 */
function scores({ table, columns, query, lang }: DocumentQuery): RawBuilder<IdArrays> {
  const { includeWords, relevance } = toTsqueries(query);
  const holdingAll = includeWords.map((tsquery) => sql`(${inAnyColumn(columns, tsquery)})`);
  const [first, last] = documentRange(lang);
  // Documents of other languages sharing the words come along (see inLanguage) but are not scored.
  const rank = sql`case when rowid between ${first} and ${last}
    then ts_rank(${sql.ref(`${columns[0]}_tsv`)}, cast(${relevance} as tsquery)) end`;
  return inLanguage(
    lang,
    sql`select rowid, ${rank} as score from ${sql.table(table)} where ${sql.join(holdingAll, sql` and `)}`,
    true,
  );
}
