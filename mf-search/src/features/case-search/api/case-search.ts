import type {
  ByJudgmentAndApplicantParams,
  JudgmentSearchResult,
  PendingCaseSearchParams,
  PendingCaseSearchResult,
} from '@court/contract';
import { getFromSearch } from '../../../lib/search-client';

/** `GET /search/by-judgment-and-applicant`: judgments by roll number, applicant or jurisdiction a quo. */
export function searchByJudgmentAndApplicant(
  params: ByJudgmentAndApplicantParams,
  signal?: AbortSignal,
): Promise<JudgmentSearchResult> {
  return getFromSearch('by-judgment-and-applicant', params, { signal });
}

/** `GET /search/pending-cases`: cases not yet decided (and, on request, decided ones). */
export function searchPendingCases(
  params: PendingCaseSearchParams,
  signal?: AbortSignal,
): Promise<PendingCaseSearchResult> {
  return getFromSearch('pending-cases', params, { signal });
}
