import type { StandardSearchParams } from '@court/contract';
import type { Locale } from '@court/runtime';
import { judgmentFilterParams, judgmentSearchSchema, type SortOption } from '../../lib/judgment-query';
import type { PageQuery } from '../../lib/search-outcome';
import { STANDARD_ROLES, type StandardRole } from './api/standard-search';

export const STANDARD_SORTS: readonly SortOption[] = ['date', 'date-asc', 'alphabetical'];

/** Article numbers as the court writes them: `10`, `9bis`, `23, § 3`, `10/1`. */
const ARTICLE = /^[0-9A-Za-z/§ .-]+$/;

export const STANDARD_SEARCH_SCHEMA = judgmentSearchSchema(
  {
    role: { kind: 'choice', values: STANDARD_ROLES, fallback: 'controlled' },
    norm: { kind: 'text', maxLength: 100, required: true },
    article: { kind: 'text', maxLength: 20, pattern: ARTICLE },
    exactArticle: { kind: 'flag' },
  },
  STANDARD_SORTS,
);

export function roleOf(query: PageQuery): StandardRole {
  return query.params.get('role') === 'reference' ? 'reference' : 'controlled';
}

export function standardSearchParams(query: PageQuery, locale: Locale): StandardSearchParams {
  const { params } = query;
  return {
    ...judgmentFilterParams(params, { locale, page: query.page, defaultSort: STANDARD_SORTS[0]! }),
    norm: params.get('norm') ?? '',
    article: params.get('article') ?? undefined,
    exactArticle: params.get('exactArticle') === 'true' || undefined,
  };
}
