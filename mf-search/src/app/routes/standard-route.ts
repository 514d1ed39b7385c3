import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { searchFeedOf } from '../../lib/search-feed';
import { answerAlertForm } from '../../lib/alert-submission';
import { followedSearch } from '../../lib/followed-search';
import { loadStandardChoices, searchByStandard } from '../../features/standard-search/api/standard-search';
import {
  StandardSearchPage,
  type StandardSearchData,
} from '../../features/standard-search/components/standard-search-page';
import {
  roleOf,
  STANDARD_SEARCH_SCHEMA,
  standardSearchParams,
} from '../../features/standard-search/standard-search-query';
import { MAX_SEARCH_PAGE } from '../../lib/judgment-query';
import { readPageQuery, searchIfReady } from '../../lib/search-outcome';

/** Route module of `/search/standard`: the norms for the selector and, once a norm is chosen, its judgments. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<StandardSearchData> {
  const locale = localeOfParams(params);
  const query = readPageQuery(STANDARD_SEARCH_SCHEMA, request.url, locale, MAX_SEARCH_PAGE);
  const role = roleOf(query);
  const searchParams = standardSearchParams(query, locale);
  const [norms, outcome] = await Promise.all([
    loadStandardChoices(locale).catch(() => null),
    searchIfReady(query, Boolean(query.params.get('norm')), () => searchByStandard(role, searchParams, request.signal)),
  ]);
  const api = role === 'controlled' ? 'by-controlled-standard' : 'by-reference-standard';
  return {
    query,
    role,
    norms,
    outcome,
    feed: searchFeedOf(api, searchParams),
    alert: followedSearch(api, searchParams),
  };
}

export const action = answerAlertForm;
export const Component = StandardSearchPage;
