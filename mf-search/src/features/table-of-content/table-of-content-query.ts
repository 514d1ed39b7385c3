import type { TableOfContentParams } from '@court/contract';
import type { Locale } from '@court/runtime';
import { judgmentFilterParams, judgmentSearchSchema, type SortOption } from '../../lib/judgment-query';
import type { PageQuery } from '../../lib/search-outcome';

export const TOC_SORTS: readonly SortOption[] = ['date', 'date-asc', 'alphabetical'];

/** A topic (`tax`) or a sub-topic (`tax/income-tax`) of the classification. */
const NODE = /^[a-z0-9-]{1,60}(\/[a-z0-9-]{1,60})?$/;

export const TOC_SCHEMA = judgmentSearchSchema({ node: { kind: 'text', maxLength: 121, pattern: NODE } }, TOC_SORTS);

export function tableOfContentParams(query: PageQuery, locale: Locale): TableOfContentParams {
  return {
    ...judgmentFilterParams(query.params, { locale, page: query.page, defaultSort: TOC_SORTS[0]! }),
    node: query.params.get('node') ?? undefined,
  };
}
