import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/tables.js';
import type { DocumentQuery, Row } from './document-index.js';
import { BODY_CHUNK_OVERLAP, documentBase, documentRange } from './documents.js';
import { tsAnyWord, tsLeaf, tsLeafWords, tsRelevance } from './query/compile.js';
import { positiveTextLeaves, type IdsNode, type MatchQuery, type NearNode, type TermsNode } from './query/tree.js';
import { stopWordsOf } from './text/stop-words.js';

/**
 * PostgreSQL: a query is sets of row ids that the GIN indexes answer, as one statement. Words side by side or
 * as alternatives, and field filters, are one condition on the rows (`and`, `or`), so the indexes combine their
 * lists before any row is visited (a set per word made the server visit every row holding a common word). A
 * phrase or proximity is looked up as its telling words (see `holds`), then its positions checked on the rows
 * found; in the full text, it is the set of documents holding it in a chunk (the vector of a whole judgment is
 * long to read) or in the other columns;
 * sets are intersected, united, and exclusions taken away (testing them row by row would read the vectors).
 * Relevance is computed, at the same time, on every document holding the words looked for (a superset of the
 * hits: phrases and proximities as their words anywhere, exclusions ignored).
 */

/**
 * Ids (judgment ids or roll numbers) as the database aggregates them, with their scores when asked: lists joined
 * by commas, which split faster than the client library parses arrays (thousands of hits for a common word).
 */
type IdLists = { ids: string | null; scores?: string | null };

const numbers = (list: string | null | undefined): number[] => (list ? list.split(',').map(Number) : []);

/** A part of the query: a condition on the rows of the table, or a set of their row ids. */
type Part = { where: RawBuilder<unknown> } | { rows: RawBuilder<unknown> };

export async function matchTsvectors(db: Kysely<DB>, search: DocumentQuery): Promise<Row[]> {
  const { query, ranked } = search;
  const ranking = ranked ? rankingOf(search) : undefined;
  // Without phrases, proximities nor exclusions, the documents that may be found (see scores) are the ones
  // found, and one pass answers both.
  const scoredAreFound = wordsOnly(query);
  const [found, scored] = await Promise.all([
    ranking && scoredAreFound ? undefined : withIndexScans(db, inLanguage(search, rowsOf(search, part(search, query)))),
    ranking ? withIndexScans(db, scores(search, ranking)) : undefined,
  ]);
  const ids = numbers((found ?? scored)?.ids);
  if (!scored) return ids.map((id) => ({ id, score: ranked ? 0 : null }));
  const scoreList = numbers(scored.scores);
  if (!found) return ids.map((id, i) => ({ id, score: scoreList[i] ?? 0 }));
  const scoreOf = new Map<number, number>();
  numbers(scored.ids).forEach((id, i) => scoreOf.set(id, scoreList[i] ?? 0));
  return ids.map((id) => ({ id, score: scoreOf.get(id) ?? 0 }));
}

function wordsOnly(node: MatchQuery): boolean {
  if (node.kind === 'terms') return node.tokens.length === 1;
  if (node.kind === 'near') return false;
  if (node.kind === 'ids') return true;
  if (node.kind === 'or') return node.any.every(wordsOnly);
  return node.exclude.length === 0 && node.include.every(wordsOnly);
}

/**
 * Runs one statement without sequential scans (and without JIT compiling, which the costs a sequential scan is
 * given would trigger): the planner would rather scan the table for a word found in most documents, not knowing
 * what reading their vectors costs, where the GIN indexes answer without reading them.
 */
async function withIndexScans(db: Kysely<DB>, statement: RawBuilder<IdLists>): Promise<IdLists> {
  return db.transaction().execute(async (trx) => {
    await sql`select set_config('enable_seqscan', 'off', true), set_config('jit', 'off', true)`.execute(trx);
    const { rows } = await statement.execute(trx);
    return rows[0] ?? { ids: null };
  });
}

/**
 * The rows `found` (rowid, and score when asked) of the language, as lists of ids and scores. Materialised, so
 * that the language's id range is not pushed into the index scans, where the planner would rather read the
 * range's rows and test their vectors.
 */
function inLanguage({ lang }: DocumentQuery, found: RawBuilder<unknown>, withScores = false): RawBuilder<IdLists> {
  const [first, last] = documentRange(lang);
  const scoreList = withScores ? sql`, array_to_string(array_agg(score), ',') as scores` : sql``;
  return sql<IdLists>`with found as materialized (${found})
    select array_to_string(array_agg(rowid - ${documentBase(lang)}), ',') as ids${scoreList}
    from found where rowid between ${first} and ${last}`;
}

/** A condition on the vector of each column, held in any of them. */
function inAnyColumn(
  columns: readonly string[],
  condition: (vector: RawBuilder<unknown>) => RawBuilder<unknown>,
): RawBuilder<unknown> {
  return sql`(${sql.join(
    columns.map((column) => condition(sql.ref(`${column}_tsv`))),
    sql` or `,
  )})`;
}

/** A tsquery the GIN index answers in full (words joined by `&` and `|`, prefixes). */
const matches = (tsquery: string) => (vector: RawBuilder<unknown>) => sql`${vector} @@ cast(${tsquery} as tsquery)`;

/**
 * A vector holding a word, phrase or proximity. A phrase or proximity is looked up in the index as its telling
 * words, without function words (`'artikel' & '10' & '11' & 'grondwet'` for "artikelen 10 en 11 van de
 * Grondwet": the lists of `en`, `van` and `de` name nearly every row), then checked whole, once, on the rows
 * found, by the function behind `@@` so that the planner does not hand it to the index too. Given to the index,
 * the positions were checked there twice, and a proximity's alternatives (`a <1> b | b <1> a | …`) cost the index
 * a pass each.
 */
const holds =
  ({ lang }: DocumentQuery, leaf: TermsNode | NearNode) =>
  (vector: RawBuilder<unknown>): RawBuilder<unknown> => {
    const exact = tsLeaf(leaf);
    if (leaf.kind === 'terms' && leaf.tokens.length === 1) return matches(exact)(vector);
    const words = tsLeafWords(leaf, stopWordsOf(lang));
    return sql`(${vector} @@ cast(${words} as tsquery) and ts_match_vq(${vector}, cast(${exact} as tsquery)))`;
  };

const words = (leaf: TermsNode | NearNode) =>
  leaf.kind === 'terms'
    ? leaf.tokens.length
    : leaf.distance + leaf.sides[0].tokens.length + leaf.sides[1].tokens.length;

/**
 * Whether a phrase or proximity is looked for in the judgments' full text and lies whole in one chunk (longer
 * ones are read on the vector of the whole text).
 */
function onChunks({ table, columns }: DocumentQuery, leaf: TermsNode | NearNode): boolean {
  const span = words(leaf);
  return table === 'search_documents' && columns.includes('body') && span > 1 && span <= BODY_CHUNK_OVERLAP + 1;
}

const rowsOf = ({ table }: DocumentQuery, p: Part): RawBuilder<unknown> =>
  'rows' in p ? p.rows : sql`select rowid from ${sql.table(table)} where ${p.where}`;

/** The rows of the ids a field filter named, which the primary key's index finds. */
const idsWhere = ({ lang }: DocumentQuery, { ids }: IdsNode): RawBuilder<unknown> =>
  sql`rowid = any(cast(${ids.map((id) => id + documentBase(lang))} as bigint[]))`;

function part(search: DocumentQuery, node: MatchQuery): Part {
  const { table, columns } = search;
  switch (node.kind) {
    case 'ids':
      return { where: idsWhere(search, node) };
    case 'terms':
    case 'near': {
      const leafHolds = holds(search, node);
      if (!onChunks(search, node)) return { where: inAnyColumn(columns, leafHolds) };
      const others = columns.filter((column) => column !== 'body');
      return {
        rows: sql`select rowid from search_body_chunks where ${leafHolds(sql.ref('tsv'))}${
          others.length > 0
            ? sql` union select rowid from ${sql.table(table)} where ${inAnyColumn(others, leafHolds)}`
            : sql``
        }`,
      };
    }
    case 'or': {
      const any = split(
        node.any.map((child) => part(search, child)),
        sql` or `,
      );
      if (any.sets.length === 0 && any.where) return { where: any.where };
      return { rows: sql.join(setsOf(search, any), sql` union `) };
    }
    case 'and': {
      const all = split(
        node.include.map((child) => part(search, child)),
        sql` and `,
      );
      if (all.sets.length === 0 && node.exclude.length === 0 && all.where) return { where: all.where };
      const excluded = node.exclude.map((child) => sql`(${rowsOf(search, part(search, child))})`);
      // Parenthesised: INTERSECT binds tighter than EXCEPT, and each set may itself be a UNION.
      const intersection = sql`(${sql.join(setsOf(search, all), sql` intersect `)})`;
      return { rows: sql.join([intersection, ...excluded], sql` except `) };
    }
  }
}

/** The conditions of some parts joined as one (by `and` or `or`), and their sets apart. */
function split(
  parts: Part[],
  joiner: RawBuilder<unknown>,
): { where?: RawBuilder<unknown>; sets: RawBuilder<unknown>[] } {
  const where = parts.flatMap((p) => ('where' in p ? [p.where] : []));
  return {
    where: where.length > 0 ? sql`(${sql.join(where, joiner)})` : undefined,
    sets: parts.flatMap((p) => ('rows' in p ? [p.rows] : [])),
  };
}

/** Each of them as a set of rows, in parentheses for a set operation. */
const setsOf = (search: DocumentQuery, { where, sets }: ReturnType<typeof split>): RawBuilder<unknown>[] =>
  [...(where ? [rowsOf(search, { where })] : []), ...sets].map((set) => sql`(${set})`);

/** The documents that may be found, as one condition the GIN indexes answer: see the module's comment. */
function mayMatch(search: DocumentQuery, node: MatchQuery): RawBuilder<unknown> {
  switch (node.kind) {
    case 'ids':
      return idsWhere(search, node);
    case 'terms':
    case 'near':
      return inAnyColumn(search.columns, matches(tsLeafWords(node, stopWordsOf(search.lang))));
    case 'or':
      return sql`(${sql.join(
        node.any.map((child) => mayMatch(search, child)),
        sql` or `,
      )})`;
    case 'and':
      return sql`(${sql.join(
        node.include.map((child) => mayMatch(search, child)),
        sql` and `,
      )})`;
  }
}

/** The relevance of the words, phrases and proximities looked for, and any of their telling words. */
type Ranking = { relevance: string; anyWord: string };

/**
 * What ranks the documents; undefined when the query holds no text to rank by (fields and exclusions only):
 * every document found then scores 0, and no statement is needed for it.
 */
function rankingOf({ query, lang }: DocumentQuery): Ranking | undefined {
  const leaves = positiveTextLeaves(query);
  const isGap = stopWordsOf(lang);
  const relevance = tsRelevance(leaves, isGap);
  const anyWord = tsAnyWord(leaves, isGap);
  return relevance && anyWord ? { relevance, anyWord } : undefined;
}

/**
 * The relevance (see DocumentQuery.ranked) of every document that may be found, computed in the same statement
 * that lists them, and at the same time as the phrases are checked. Only the documents whose first column holds
 * one of the telling words (not a function word: `de` would bring every document of three languages) are
 * ranked, found by that column's GIN index: ranking the others read their vectors (stored apart, as they are
 * long) to give them nothing, which made a word found in every judgment's text but in few headnotes, such as
 * `arrest`, cost twice what finding it does.
 */
function scores(search: DocumentQuery, { relevance, anyWord }: Ranking): RawBuilder<IdLists> {
  const { table, columns, query, lang } = search;
  const candidates = sql`select rowid from ${sql.table(table)} where ${mayMatch(search, query)}`;
  const column = sql.ref(`${columns[0]}_tsv`);
  const [first, last] = documentRange(lang);
  // Documents of other languages holding the words in their first column come along (see inLanguage) unranked.
  const ranked = sql`select rowid, case when rowid between ${first} and ${last}
      then ts_rank(${column}, cast(${relevance} as tsquery)) end as score
    from ${sql.table(table)} where ${column} @@ cast(${anyWord} as tsquery)`;
  return inLanguage(
    search,
    sql`select c.rowid, coalesce(r.score, 0) as score from (${candidates}) c left join (${ranked}) r using (rowid)`,
    true,
  );
}
