import type { AlertSearch } from '@court/contract';
import type { FollowedSearch } from './search-alerts';

/** What a results page asks besides its search, which an alert does not follow. */
const PAGE_PARAMETERS = new Set(['page', 'pageSize', 'sort']);

/** The search a results page ran, as an alert of it follows it: its parameters without paging, order or blanks. */
export function followedSearch(search: AlertSearch, params: object): FollowedSearch {
  const query: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(params)) {
    const blank = value === undefined || value === null || value === '' || (Array.isArray(value) && !value.length);
    if (!blank && !PAGE_PARAMETERS.has(name)) query[name] = value;
  }
  return { search, query };
}
