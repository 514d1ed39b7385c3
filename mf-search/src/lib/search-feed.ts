import { searchFeedPath, type Locale } from '@court/runtime';
import { toSearchParams } from './search-params';

/**
 * The Atom feed of a search: the API's search `endpoint` asked with the page's parameters from the first page
 * on, so the feed lists the hits a visitor sees first (the API's feed runs the very same search).
 */
export function searchFeedOf(endpoint: string, params: { lang: Locale; page?: number }): string {
  return searchFeedPath(params.lang, endpoint, toSearchParams({ ...params, page: undefined }).toString());
}
