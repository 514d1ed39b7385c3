import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { DB } from '../db/tables.js';
import type { DocumentQuery, Row } from './document-index.js';
import { documentBase, documentRange } from './documents.js';
import { isText, toFts5, toFts5Relevance } from './query/compile.js';
import { positiveTextLeaves, type MatchQuery } from './query/tree.js';

/**
 * SQLite: the text of a query is one FTS5 expression, which says AND, OR, NOT, phrases, NEAR and prefixes itself.
 * A query that mixes text with field filters is answered as sets of ids: each run of text side by side in a group
 * one FTS5 expression, each filter the ids it names that have a document in the language.
 */

type Ids = Set<number>;

function select(
  db: Kysely<DB>,
  { table, lang }: DocumentQuery,
  where: RawBuilder<unknown>,
  score: RawBuilder<unknown> = sql`null`,
): Promise<Row[]> {
  const [first, last] = documentRange(lang);
  return sql<Row>`select rowid - ${documentBase(lang)} as id, ${score} as score from ${sql.table(table)}
    where ${where} and rowid between ${first} and ${last}`
    .execute(db)
    .then((result) => result.rows);
}

const idSet = (rows: Row[]): Ids => new Set(rows.map((r) => Number(r.id)));

async function idsOf(db: Kysely<DB>, search: DocumentQuery, node: MatchQuery): Promise<Ids> {
  const { table, columns, lang } = search;
  if (isText(node)) return idSet(await select(db, search, sql`${sql.table(table)} match ${toFts5(node, columns)}`));
  switch (node.kind) {
    case 'ids': {
      const rowids = JSON.stringify(node.ids.map((id) => id + documentBase(lang)));
      return idSet(await select(db, search, sql`rowid in (select value from json_each(${rowids}))`));
    }
    case 'or': {
      // The text alternatives are one expression, beside the filters.
      const text = node.any.filter(isText);
      const parts =
        text.length > 1 ? [{ kind: 'or' as const, any: text }, ...node.any.filter((c) => !isText(c))] : node.any;
      const sets = await Promise.all(parts.map((child) => idsOf(db, search, child)));
      return new Set(sets.flatMap((set) => [...set]));
    }
    case 'and': {
      // Text exclusions go with the text found beside them into one expression; the rest are sets taken away.
      const textIncluded = node.include.filter(isText);
      const textExcluded = new Set<MatchQuery>(textIncluded.length > 0 ? node.exclude.filter(isText) : []);
      const include: MatchQuery[] = [
        ...(textIncluded.length > 0
          ? [{ kind: 'and' as const, include: textIncluded, exclude: [...textExcluded] }]
          : []),
        ...node.include.filter((child) => !isText(child)),
      ];
      const exclude = node.exclude.filter((child) => !textExcluded.has(child));
      const [[first, ...others], excluded] = await Promise.all([
        Promise.all(include.map((child) => idsOf(db, search, child))),
        exclude.length > 0 ? idsOf(db, search, { kind: 'or', any: exclude }) : new Set<number>(),
      ]);
      return new Set([...first!].filter((id) => others.every((set) => set.has(id)) && !excluded.has(id)));
    }
  }
}

export async function matchFts5(db: Kysely<DB>, search: DocumentQuery): Promise<Row[]> {
  const { table, columns, query, ranked } = search;
  const leaves = positiveTextLeaves(query);
  const [found, relevant] = await Promise.all([
    idsOf(db, search, query),
    ranked && columns[0] && leaves.length > 0
      ? select(
          db,
          search,
          sql`${sql.table(table)} match ${toFts5Relevance(leaves, columns[0])}`,
          sql`-bm25(${sql.table(table)})`,
        )
      : undefined,
  ]);
  const scores = new Map(relevant?.map((r) => [Number(r.id), r.score]));
  return [...found].map((id) => ({ id, score: ranked ? (scores.get(id) ?? 0) : null }));
}
