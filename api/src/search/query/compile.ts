import type { ParsedQuery, QueryClause } from './parse.js';

/**
 * A parsed query in each engine's own syntax. Stems are letters and digits only, so quoting them is enough;
 * the user's text never reaches either syntax. Both say the same thing: every included clause somewhere in the
 * searched columns, a phrase inside one column, no excluded clause anywhere in them.
 */

function fts5Clause(clause: QueryClause): string {
  return clause.tokens.map((t) => `"${t.stem}"${t.prefix ? ' *' : ''}`).join(' + ');
}

/** FTS5: `{meta body} : (("a") AND ("b" + "c")) NOT ("d")`. */
export function toFts5(query: ParsedQuery, columns: readonly string[]): string {
  const include = query.include.map((c) => `(${fts5Clause(c)})`).join(' AND ');
  const exclude = query.exclude.map((c) => ` NOT (${fts5Clause(c)})`).join('');
  return `{${columns.join(' ')}} : ((${include})${exclude})`;
}

/** FTS5, for relevance: any included clause in one column, `{meta} : (("a") OR ("b" + "c"))`. */
export function toFts5Relevance(query: ParsedQuery, column: string): string {
  return `{${column}} : (${query.include.map((c) => `(${fts5Clause(c)})`).join(' OR ')})`;
}

/** One clause as a tsquery: `'a'`, `'b' <-> 'c'` (or `'b' & 'c'`, its words anywhere), `'d':*`. */
function tsClause(clause: QueryClause, join = ' <-> '): string {
  return clause.tokens.map((t) => `'${t.stem}'${t.prefix ? ':*' : ''}`).join(join);
}

/**
 * PostgreSQL: one tsquery per clause, which the search matches against each column's own tsvector (so a phrase
 * never runs from one column into the next); any included clause, for relevance; and each included clause with
 * its words anywhere in a column, which a GIN index answers without reading the vectors (a superset of the
 * documents found, to score while the phrases are checked).
 */
export function toTsqueries(query: ParsedQuery): {
  include: string[];
  exclude: string[];
  relevance: string;
  includeWords: string[];
} {
  const include = query.include.map((c) => tsClause(c));
  return {
    include,
    exclude: query.exclude.map((c) => tsClause(c)),
    relevance: include.map((q) => `(${q})`).join(' | '),
    includeWords: query.include.map((c) => tsClause(c, ' & ')),
  };
}
