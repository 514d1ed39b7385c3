import type { JudgmentSearchParams } from '@court/contract';
import type { Locale } from '@court/runtime';
import { judgmentFilterParams, judgmentSearchSchema, type SortOption } from '../../lib/judgment-query';
import type { PageQuery } from '../../lib/search-outcome';

export const JUDGMENT_SORTS: readonly SortOption[] = ['date', 'date-asc', 'alphabetical'];

/** The judgments' numbers run from 1 each year (several at once); the court's case law starts in 1985. */
export const JUDGMENT_SEARCH_SCHEMA = judgmentSearchSchema(
  {
    number: { kind: 'judgmentNumbers' },
    year: { kind: 'integer', min: 1985, max: 2100 },
  },
  JUDGMENT_SORTS,
);

export function judgmentSearchParams(query: PageQuery, locale: Locale): JudgmentSearchParams {
  const number = query.params.get('number');
  const year = query.params.get('year');
  return {
    ...judgmentFilterParams(query.params, { locale, page: query.page, defaultSort: JUDGMENT_SORTS[0]! }),
    number: number ?? undefined,
    year: year ? Number(year) : undefined,
  };
}
