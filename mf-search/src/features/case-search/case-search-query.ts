import type { ByJudgmentAndApplicantParams, PendingCaseSearchParams } from '@court/contract';
import { DEFAULT_PAGE_SIZE, type Locale } from '@court/runtime';
import { judgmentFilterParams, judgmentSearchSchema, type SortOption } from '../../lib/judgment-query';
import type { PageQuery } from '../../lib/search-outcome';
import type { FieldRule, QuerySchema } from '../../lib/search-query';
import { JURISDICTION_AREAS, PENDING_CASE_TYPES } from '../../lib/vocabularies';

/** The page searches either the judgments or the cases still pending; each has its own criteria. */
export const CASE_SCOPES = ['judgments', 'pending-cases'] as const;
export type CaseScope = (typeof CASE_SCOPES)[number];

const scopeField: FieldRule = { kind: 'choice', values: CASE_SCOPES, fallback: 'judgments' };

export const CASE_JUDGMENT_SORTS: readonly SortOption[] = ['date', 'date-asc', 'alphabetical'];

const JUDGMENTS_SCHEMA = judgmentSearchSchema(
  {
    scope: scopeField,
    rollNumber: { kind: 'rollNumbers' },
    applicant: { kind: 'text', maxLength: 200 },
    jurisdiction: { kind: 'text', maxLength: 100 },
  },
  CASE_JUDGMENT_SORTS,
);

const PENDING_CASES_SCHEMA: QuerySchema = {
  fields: {
    scope: scopeField,
    rollNumber: { kind: 'rollNumbers' },
    term: { kind: 'term' },
    receiptDateFrom: { kind: 'date' },
    receiptDateTo: { kind: 'date' },
    withArchive: { kind: 'flag' },
    type: { kind: 'multi', values: PENDING_CASE_TYPES },
    jurisdictionArea: { kind: 'multi', values: JURISDICTION_AREAS },
  },
  ranges: [['receiptDateFrom', 'receiptDateTo']],
};

export function caseSchema(scope: CaseScope): QuerySchema {
  return scope === 'pending-cases' ? PENDING_CASES_SCHEMA : JUDGMENTS_SCHEMA;
}

/** The scope a URL asks for: the judgments unless the pending cases are named. */
export function scopeOfUrl(url: string): CaseScope {
  return new URL(url, 'http://site').searchParams.get('scope') === 'pending-cases' ? 'pending-cases' : 'judgments';
}

const optional = (value: string | null) => value ?? undefined;

export function byJudgmentAndApplicantParams(query: PageQuery, locale: Locale): ByJudgmentAndApplicantParams {
  const { params } = query;
  return {
    ...judgmentFilterParams(params, { locale, page: query.page, defaultSort: CASE_JUDGMENT_SORTS[0]! }),
    rollNumber: optional(params.get('rollNumber')),
    applicant: optional(params.get('applicant')),
    jurisdiction: optional(params.get('jurisdiction')),
  };
}

export function pendingCaseParams(query: PageQuery, locale: Locale): PendingCaseSearchParams {
  const { params } = query;
  const types = params.getAll('type') as NonNullable<PendingCaseSearchParams['type']>;
  const areas = params.getAll('jurisdictionArea') as NonNullable<PendingCaseSearchParams['jurisdictionArea']>;
  return {
    lang: locale,
    rollNumber: optional(params.get('rollNumber')),
    term: optional(params.get('term')),
    receiptDateFrom: optional(params.get('receiptDateFrom')),
    receiptDateTo: optional(params.get('receiptDateTo')),
    withArchive: params.get('withArchive') === 'true' || undefined,
    type: types.length > 0 ? types : undefined,
    jurisdictionArea: areas.length > 0 ? areas : undefined,
    page: query.page,
    pageSize: DEFAULT_PAGE_SIZE,
  };
}
