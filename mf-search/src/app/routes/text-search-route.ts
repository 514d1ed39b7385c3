import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { searchFeedOf } from '../../lib/search-feed';
import { followedSearch } from '../../lib/followed-search';
import { loadFullTextExplanation } from '../../features/text-search/api/full-text-explanation';
import { searchFullText, searchKeywordsSummary } from '../../features/text-search/api/text-search';
import type { TextSearchData } from '../../features/text-search/components/text-search-page';
import {
  isTextQueryReady,
  TEXT_SEARCH_SCHEMA,
  textLanguageOf,
  textSearchParams,
} from '../../features/text-search/text-search-query';
import { MAX_SEARCH_PAGE } from '../../lib/judgment-query';
import { readPageQuery, searchIfReady } from '../../lib/search-outcome';

/**
 * The loader of a text search page: the search of the URL's query and, on the full-text page, its help text,
 * fetched together.
 */
export function textSearchLoader(page: TextSearchData['page']) {
  return async ({ params, request }: LoaderFunctionArgs): Promise<TextSearchData> => {
    const locale = localeOfParams(params);
    const query = readPageQuery(TEXT_SEARCH_SCHEMA, request.url, locale, MAX_SEARCH_PAGE);
    const textLang = textLanguageOf(query, locale);
    if (!query.draft.textLang) query.draft.textLang = textLang;
    const search = page === 'full-text-judgment' ? searchFullText : searchKeywordsSummary;
    const searchParams = textSearchParams(query, locale);
    const [outcome, explanation] = await Promise.all([
      searchIfReady(query, isTextQueryReady(query), () => search(searchParams, request.signal)),
      page === 'full-text-judgment' ? loadFullTextExplanation(locale) : Promise.resolve(null),
    ]);
    const apiName = page === 'full-text-judgment' ? 'full-text-judgments' : 'by-judgment-keywords-summary';
    const feed = searchFeedOf(apiName, searchParams);
    return { page, query, textLang, outcome, explanation, feed, alert: followedSearch(apiName, searchParams) };
  };
}
