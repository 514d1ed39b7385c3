import type { ParsedQuery, QueryClause } from './parse.js';

/**
 * A parsed query in each engine's own syntax. Stems are letters and digits only, so quoting them is enough;
 * the user's text never reaches either syntax. Both say the same thing: every included clause somewhere in the
 * searched fields, a phrase inside one field, no excluded clause anywhere in them.
 */

export type SearchFields = 'all' | 'meta';

function fts5Clause(clause: QueryClause): string {
  return clause.tokens.map((t) => `"${t.stem}"${t.prefix ? ' *' : ''}`).join(' + ');
}

/** FTS5: `{meta body} : (("a") AND ("b" + "c")) NOT ("d")`. */
export function toFts5(query: ParsedQuery, fields: SearchFields): string {
  const columns = fields === 'all' ? '{meta body}' : '{meta}';
  const include = query.include.map((c) => `(${fts5Clause(c)})`).join(' AND ');
  const exclude = query.exclude.map((c) => ` NOT (${fts5Clause(c)})`).join('');
  return `${columns} : ((${include})${exclude})`;
}

/** tsquery operand of one token restricted to the weights (fields) `weights`. */
function tsToken(stem: string, prefix: boolean, weights: string): string {
  const flags = `${prefix ? '*' : ''}${weights}`;
  return `'${stem}'${flags ? `:${flags}` : ''}`;
}

/**
 * A clause as tsquery. A single word needs no field restriction when all fields are searched; a phrase is spelled
 * once per field with each word restricted to it, so that it cannot run from the end of one field into the next
 * (the tsvector is the two fields one after the other).
 */
function tsClause(clause: QueryClause, fields: SearchFields): string {
  const weightSets = fields === 'all' ? (clause.tokens.length === 1 ? [''] : ['A', 'B']) : ['A'];
  const spelled = weightSets.map((w) => clause.tokens.map((t) => tsToken(t.stem, t.prefix, w)).join(' <-> '));
  return spelled.length === 1 ? `(${spelled[0]})` : `(${spelled.map((s) => `(${s})`).join(' | ')})`;
}

/** PostgreSQL: `('a') & ('b':A <-> 'c':A | 'b':B <-> 'c':B) & !('d')`; meta is weight A, body weight B. */
export function toTsquery(query: ParsedQuery, fields: SearchFields): string {
  return [
    ...query.include.map((c) => tsClause(c, fields)),
    ...query.exclude.map((c) => `!${tsClause(c, fields)}`),
  ].join(' & ');
}
