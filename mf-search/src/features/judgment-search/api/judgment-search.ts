import type { JudgmentSearchParams, JudgmentSearchResult } from '@court/contract';
import { getFromSearch } from '../../../lib/search-client';

/** `GET /search/judgments`: judgments by number and year, or by their dates; every judgment without either. */
export function searchJudgments(params: JudgmentSearchParams, signal?: AbortSignal): Promise<JudgmentSearchResult> {
  return getFromSearch('judgments', params, { signal });
}
