import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { searchFeedOf } from '../../lib/search-feed';
import { answerAlertForm } from '../../lib/alert-submission';
import { followedSearch } from '../../lib/followed-search';
import { searchJudgments } from '../../features/judgment-search/api/judgment-search';
import {
  JudgmentSearchPage,
  type JudgmentSearchData,
} from '../../features/judgment-search/components/judgment-search-page';
import { JUDGMENT_SEARCH_SCHEMA, judgmentSearchParams } from '../../features/judgment-search/judgment-search-query';
import { MAX_SEARCH_PAGE } from '../../lib/judgment-query';
import { readPageQuery, searchIfReady } from '../../lib/search-outcome';

/** Route module of `/search/judgment`: without criteria it lists every judgment, newest first. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<JudgmentSearchData> {
  const locale = localeOfParams(params);
  const query = readPageQuery(JUDGMENT_SEARCH_SCHEMA, request.url, locale, MAX_SEARCH_PAGE);
  const searchParams = judgmentSearchParams(query, locale);
  const outcome = await searchIfReady(query, true, () => searchJudgments(searchParams, request.signal));
  return {
    query,
    outcome,
    feed: searchFeedOf('judgments', searchParams),
    alert: followedSearch('judgments', searchParams),
  };
}

export const action = answerAlertForm;
export const Component = JudgmentSearchPage;
