import type { FullTextSearchParams, JudgmentSearchResult, KeywordsSummarySearchParams } from '@court/contract';
import { getFromSearch } from '../../../lib/search-client';

/** `GET /search/full-text-judgments`: the words in the full text of the judgments. */
export function searchFullText(params: FullTextSearchParams, signal?: AbortSignal): Promise<JudgmentSearchResult> {
  return getFromSearch('full-text-judgments', params, { signal });
}

/** `GET /search/by-judgment-keywords-summary`: the words in the keywords, headnotes and summaries. */
export function searchKeywordsSummary(
  params: KeywordsSummarySearchParams,
  signal?: AbortSignal,
): Promise<JudgmentSearchResult> {
  return getFromSearch('by-judgment-keywords-summary', params, { signal });
}
