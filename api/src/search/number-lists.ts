import { sql, type RawBuilder } from 'kysely';
import {
  parseJudgmentNumbers,
  parseRollNumbers,
  MAX_NUMBERS_AT_ONCE,
  type JudgmentNumber,
} from '@court/contract/number-lists';
import { badRequest } from '../errors.js';

const reasonText = (reason: 'format' | 'tooMany', example: string) =>
  reason === 'tooMany' ? `at most ${MAX_NUMBERS_AT_ONCE} numbers at once` : `a list such as ${example}`;

/** Roll numbers typed in a search (`7812, 7965`), or a 400 naming what is expected. */
export function rollNumbersOf(text: string): string[] {
  const parsed = parseRollNumbers(text);
  if (!parsed.ok) throw badRequest(`querystring/rollNumber must be ${reasonText(parsed.reason, '7812, 7965')}`);
  return parsed.items;
}

/**
 * The judgments named by a number search (`42/2026 43/2026`, or `42, 43` with `year`), as one condition on the
 * judgments `j`; a number typed without its year takes the search's year, or any year when none is given.
 */
export function judgmentNumbersCondition(text: string, year: number | undefined): RawBuilder<unknown> {
  const parsed = parseJudgmentNumbers(text);
  if (!parsed.ok) throw badRequest(`querystring/number must be ${reasonText(parsed.reason, '42/2026 43/2026')}`);
  return judgmentNumbersWhere(parsed.items, year);
}

/** The judgments of a list already read, as one condition on the judgments `j`. */
export function judgmentNumbersWhere(items: readonly JudgmentNumber[], year: number | undefined): RawBuilder<unknown> {
  const named = items.map((item) => {
    const itemYear = item.year ?? year;
    return itemYear === undefined
      ? sql`j.number = ${item.number}`
      : sql`(j.number = ${item.number} and j.year = ${itemYear})`;
  });
  return sql`(${sql.join(named, sql` or `)})`;
}
