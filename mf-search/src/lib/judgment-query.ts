import type { JudgmentSearchParams, SearchSort } from '@court/contract';
import { DEFAULT_PAGE_SIZE, type Locale } from '@court/runtime';
import type { FieldRule, QuerySchema } from './search-query';
import { APPLICANT_TYPES, JUDGMENT_TYPES, JURISDICTION_AREAS } from './vocabularies';

/**
 * What every judgment search shares: the date ranges, the list filters its facets set, the order of the hits
 * and the paging.
 */

/** Orders offered to visitors; `date-asc` is the API's `sort=date&order=asc`. */
export const SORT_OPTIONS = ['score', 'date', 'date-asc', 'alphabetical'] as const;
export type SortOption = (typeof SORT_OPTIONS)[number];

/** Deepest page the API answers (its MAX_SEARCH_PAGE). */
export const MAX_SEARCH_PAGE = 1000;

export const JUDGMENT_DATE_RANGES = [
  ['judgmentDateFrom', 'judgmentDateTo'],
  ['referralDateFrom', 'referralDateTo'],
  ['officialJournalDateFrom', 'officialJournalDateTo'],
] as const;

/** The filters the facets set (checkboxes beside the hits). */
export const LIST_FILTERS = {
  judgmentType: { kind: 'multi', values: JUDGMENT_TYPES },
  applicantType: { kind: 'multi', values: APPLICANT_TYPES },
  jurisdictionArea: { kind: 'multi', values: JURISDICTION_AREAS },
} as const satisfies Record<string, FieldRule>;

const DATE_FIELDS: Record<string, FieldRule> = Object.fromEntries(
  JUDGMENT_DATE_RANGES.flat().map((name) => [name, { kind: 'date' } as const]),
);

/** The fields of a judgment search besides its own criteria; `sorts` lists the orders it offers, first the default. */
export function judgmentFilterFields(sorts: readonly SortOption[]): Record<string, FieldRule> {
  return { ...DATE_FIELDS, ...LIST_FILTERS, sort: { kind: 'choice', values: sorts, fallback: sorts[0] } };
}

/** The schema of a judgment search with its own criteria added. */
export function judgmentSearchSchema(criteria: Record<string, FieldRule>, sorts: readonly SortOption[]): QuerySchema {
  return { fields: { ...criteria, ...judgmentFilterFields(sorts) }, ranges: JUDGMENT_DATE_RANGES };
}

type FilterParams = Pick<
  JudgmentSearchParams,
  | 'judgmentDateFrom'
  | 'judgmentDateTo'
  | 'referralDateFrom'
  | 'referralDateTo'
  | 'officialJournalDateFrom'
  | 'officialJournalDateTo'
  | 'judgmentType'
  | 'applicantType'
  | 'jurisdictionArea'
  | 'sort'
  | 'order'
  | 'lang'
  | 'page'
  | 'pageSize'
>;

const optional = (value: string | null) => value ?? undefined;
const some = <T extends string>(values: string[]) => (values.length > 0 ? (values as T[]) : undefined);

/** The API's parameters for the filters, order and page of a checked query. */
export function judgmentFilterParams(
  params: URLSearchParams,
  { locale, page, defaultSort }: { locale: Locale; page: number; defaultSort: SortOption },
): FilterParams {
  const sort = (params.get('sort') ?? defaultSort) as SortOption;
  return {
    lang: locale,
    judgmentDateFrom: optional(params.get('judgmentDateFrom')),
    judgmentDateTo: optional(params.get('judgmentDateTo')),
    referralDateFrom: optional(params.get('referralDateFrom')),
    referralDateTo: optional(params.get('referralDateTo')),
    officialJournalDateFrom: optional(params.get('officialJournalDateFrom')),
    officialJournalDateTo: optional(params.get('officialJournalDateTo')),
    judgmentType: some(params.getAll('judgmentType')),
    applicantType: some(params.getAll('applicantType')),
    jurisdictionArea: some(params.getAll('jurisdictionArea')),
    sort: (sort === 'date-asc' ? 'date' : sort) satisfies SearchSort,
    order: sort === 'date-asc' ? 'asc' : undefined,
    page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
