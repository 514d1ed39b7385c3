import { Compile } from 'typebox/compile';
import { ALERT_SEARCH_QUERIES, ALERT_SEARCHES, type AlertSearch } from '@court/contract/schemas/search-alerts';
import type { Locale } from '../domain/model.js';
import { HttpError } from '../errors.js';
import { criteriaOf } from '../search/judgment-criteria.js';
import { invalidDateRange } from '../search/judgment-search.js';
import { DATE_RANGES, type DateFilters } from '../search/results.js';

const CHECKS = Object.fromEntries(
  ALERT_SEARCHES.map((search) => [search, Compile(ALERT_SEARCH_QUERIES[search])]),
) as Record<AlertSearch, ReturnType<typeof Compile>>;

/** What a result page asks besides the search: an alert follows the search, not a page or an order of it. */
const PAGE_PARAMETERS = new Set(['page', 'pageSize', 'sort', 'order']);

/**
 * The query an alert stores: valid for its search as the search's route would take it (the same schema and the
 * same checks of dates and search text, so the daily digest never meets a query the search refuses), without
 * paging or order, `lang` defaulting to the alert's language. Throws 400 otherwise.
 */
export function alertQuery(
  search: AlertSearch,
  language: Locale,
  given: Record<string, unknown>,
): Record<string, unknown> {
  const query: Record<string, unknown> = { lang: language };
  for (const [name, value] of Object.entries(given)) if (!PAGE_PARAMETERS.has(name)) query[name] = value;
  const check = CHECKS[search];
  if (!check.Check(query)) {
    const [error] = check.Errors(query);
    const where = `body/query${error?.instancePath ?? ''}`;
    throw new HttpError(400, 'invalid-request', `${where} ${error?.message ?? 'is not valid for this search'}`);
  }
  const dates = query as DateFilters;
  for (const [from, to] of DATE_RANGES) {
    const [start, end] = [dates[from], dates[to]];
    if (start && end && start > end) throw invalidDateRange(`${from} (${start}) is after ${to} (${end})`);
  }
  criteriaOf(search, query);
  return query;
}
