import type { ParsedQuery, QueryClause } from './parse.js';

/**
 * A parsed query evaluated on a short text's stems, for the records searched without an index (pending cases,
 * a few thousand short subjects): the same meaning as the engines give it on judgments.
 */
function clauseAt(clause: QueryClause, stems: string[], start: number): boolean {
  return clause.tokens.every((token, offset) => {
    const stem = stems[start + offset];
    return stem !== undefined && (token.prefix ? stem.startsWith(token.stem) : stem === token.stem);
  });
}

const contains = (clause: QueryClause, stems: string[]) => stems.some((_, start) => clauseAt(clause, stems, start));

/** Each field's stems apart: a phrase does not run from one field into the next. */
export function matches(query: ParsedQuery, fields: string[][]): boolean {
  const inAny = (clause: QueryClause) => fields.some((stems) => contains(clause, stems));
  return query.include.every(inAny) && !query.exclude.some(inAny);
}
