import type { LoaderFunctionArgs } from '@court/shared';
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
import { localeOfParams } from '../../lib/route-locale';
import { readPageQuery, searchIfReady } from '../../lib/search-outcome';

/** Route module of `/search/standard`: the norms for the selector and, once a norm is chosen, its judgments. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<StandardSearchData> {
  const locale = localeOfParams(params);
  const query = readPageQuery(STANDARD_SEARCH_SCHEMA, request.url, locale, MAX_SEARCH_PAGE);
  const role = roleOf(query);
  const [norms, outcome] = await Promise.all([
    loadStandardChoices(locale).catch(() => null),
    searchIfReady(query, Boolean(query.params.get('norm')), () =>
      searchByStandard(role, standardSearchParams(query, locale), request.signal),
    ),
  ]);
  return { query, role, norms, outcome };
}

export const Component = StandardSearchPage;
