import type { Kysely } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import { withCompounds } from './compounds.js';
import { matchFts5 } from './fts5-match.js';
import type { MatchQuery } from './query/tree.js';
import type { TextLang } from './text/analyze.js';
import { matchTsvectors } from './tsvector-match.js';

/**
 * Which documents of one language match a query, in either engine's index (migrations 0005, 0008 and 0009):
 * SQLite asks its FTS5 table (./fts5-match.ts); PostgreSQL has one tsvector per column (`{column}_tsv`), each with
 * a GIN index, and the judgments' full text also in overlapping chunks (search_body_chunks) with their own GIN
 * index (./tsvector-match.ts). Field filters arrive as the ids they name, which both restrict to the documents
 * of the language.
 */

export interface DocumentQuery {
  table: 'search_documents' | 'pending_case_documents';
  /** The columns searched, named as in the FTS5 table. */
  columns: readonly string[];
  query: MatchQuery;
  lang: TextLang;
  /**
   * Relevance wanted: how well the first column (the short one: a judgment's headnote, keywords and summary)
   * holds the words, phrases and proximities looked for, bm25 on SQLite, ts_rank on PostgreSQL; 0 for a document
   * found only in the other columns or by a field. Scoring the long full text too would read all of it for every
   * hit, which is what made common words and phrases slow on both engines.
   */
  ranked?: boolean;
}

export type Row = { id: number; score: number | null };

/** Ids (judgment id or roll number) of the matching documents, with their relevance when it was asked for. */
export async function matchDocuments(
  db: Kysely<DB>,
  engine: Engine,
  search: DocumentQuery,
): Promise<Map<number, number | null>> {
  // Compounds are matched the same way on both engines, as their index holds them (./compounds.ts).
  const query = { ...search, query: withCompounds(search.query, search.lang) };
  const rows = engine === 'postgres' ? await matchTsvectors(db, query) : await matchFts5(db, query);
  return new Map(rows.map((r) => [Number(r.id), r.score === null ? null : Number(r.score)]));
}
