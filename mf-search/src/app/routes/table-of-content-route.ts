import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { searchFeedOf } from '../../lib/search-feed';
import { searchTableOfContent } from '../../features/table-of-content/api/table-of-content';
import {
  TableOfContentPage,
  type TableOfContentData,
} from '../../features/table-of-content/components/table-of-content-page';
import { TOC_SCHEMA, tableOfContentParams } from '../../features/table-of-content/table-of-content-query';
import { MAX_SEARCH_PAGE } from '../../lib/judgment-query';
import { readPageQuery, searchIfReady } from '../../lib/search-outcome';

/** Route module of `/search/table-of-content`: the classification and the judgments of the chosen topic. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<TableOfContentData> {
  const locale = localeOfParams(params);
  const query = readPageQuery(TOC_SCHEMA, request.url, locale, MAX_SEARCH_PAGE);
  const searchParams = tableOfContentParams(query, locale);
  const outcome = await searchIfReady(query, true, () => searchTableOfContent(searchParams, request.signal));
  return { query, outcome, feed: searchFeedOf('table-of-content', searchParams) };
}

export const Component = TableOfContentPage;
