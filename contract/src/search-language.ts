/**
 * The search language's limits and the reasons a search text is refused. The API reads the language and answers
 * 400 `invalid-query` with one of these reasons and the position; the site words each reason in the visitor's
 * language beside the search field, so both sides name the same limits.
 */

/** Most words, phrases and fields one search may hold. */
export const MAX_QUERY_TERMS = 16;
/** Fewest letters before a `*`. */
export const MIN_PREFIX_LENGTH = 2;
/** Words apart that `NEAR` alone allows. */
export const DEFAULT_NEAR_DISTANCE = 10;
/** Most words apart `NEAR/n` may ask: far enough for a sentence, near enough that a pair lies whole in one chunk of the indexed text. */
export const MAX_NEAR_DISTANCE = 20;

export const QUERY_ERROR_REASONS = [
  'no-word',
  'only-exclusions',
  'nothing-after',
  'nothing-before',
  'double-exclusion',
  'near-operands',
  'near-distance',
  'unclosed-quote',
  'unclosed-parenthesis',
  'unexpected-parenthesis',
  'empty-parentheses',
  'short-prefix',
  'too-many-terms',
  'unknown-field',
  'field-not-here',
  'field-without-value',
  'field-value',
] as const;

export type QueryErrorReason = (typeof QUERY_ERROR_REASONS)[number];

/** The operator, word or field a refused search text has at a position (from 1), as it was typed. */
export function queryTextAt(text: string, position: number): string {
  const rest = text.slice(Math.max(0, position - 1));
  return /^[^\s()"]+/.exec(rest)?.[0] ?? rest.slice(0, 1);
}
