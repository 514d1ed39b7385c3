import { queryTextAt, QUERY_ERROR_REASONS, type QueryErrorReason } from '@court/contract/search-language';
import { toApiError, type ApiError, type Locale } from '@court/runtime';
import { checkDraft, draftFromUrl, pageOfUrl, type Draft, type FieldErrors, type QuerySchema } from './search-query';

/** The field holding the search language's text, in every search that reads it. */
const TERM_FIELD = 'term';

/** A search page's query as its URL gives it: the form's draft, the errors to show, the checked parameters. */
export interface PageQuery {
  draft: Draft;
  errors: FieldErrors;
  params: URLSearchParams;
  page: number;
}

export function readPageQuery(schema: QuerySchema, url: string, locale: Locale, maxPage: number): PageQuery {
  const search = new URL(url, 'http://site').searchParams;
  const draft = draftFromUrl(schema, search, locale);
  const { params, errors } = checkDraft(schema, draft);
  // A page opened without a query is a blank form, not a form with every required field in error.
  const opened = [...search.keys()].length === 0;
  return { draft, errors: opened ? {} : errors, params, page: pageOfUrl(search, maxPage) };
}

export function hasErrors(query: PageQuery): boolean {
  return Object.keys(query.errors).length > 0;
}

/**
 * What became of the search: nothing asked yet (a page opened without a query), a query with mistakes (shown
 * beside the fields, nothing sent), the answer, or the failure to show in its place.
 */
export type SearchOutcome<Result> =
  | { status: 'idle' }
  | { status: 'invalid' }
  | { status: 'done'; result: Result }
  | { status: 'failed'; error: ApiError };

export async function runSearch<Result>(search: () => Promise<Result>): Promise<SearchOutcome<Result>> {
  try {
    return { status: 'done', result: await search() };
  } catch (error) {
    return { status: 'failed', error: toApiError(error) };
  }
}

const isReason = (value: unknown): value is QueryErrorReason => QUERY_ERROR_REASONS.includes(value as QueryErrorReason);

/**
 * A search text the API could not read, as the mistake of the field it was typed in: its reason, and the position
 * and text it names, so the message beside the field says in the page's language what to change.
 */
function refusedText(query: PageQuery, error: ApiError): boolean {
  const [item] = error.errors as { code: string; reason?: unknown; position?: unknown }[];
  const text = query.draft[TERM_FIELD];
  if (error.status !== 400 || item?.code !== 'invalid-query' || !isReason(item.reason) || typeof text !== 'string') {
    return false;
  }
  const position = typeof item.position === 'number' ? item.position : 1;
  query.errors[TERM_FIELD] = {
    code: 'query',
    reason: item.reason,
    values: { position, text: queryTextAt(text.trim(), position) },
  };
  return true;
}

/**
 * Runs the search when the query is complete and correct; otherwise says why it did not. A search text the API
 * refuses is shown as the search field's mistake, what was typed kept, like the mistakes found before sending.
 */
export async function searchIfReady<Result>(
  query: PageQuery,
  ready: boolean,
  search: () => Promise<Result>,
): Promise<SearchOutcome<Result>> {
  if (hasErrors(query)) return { status: 'invalid' };
  if (!ready) return { status: 'idle' };
  const outcome = await runSearch(search);
  return outcome.status === 'failed' && refusedText(query, outcome.error) ? { status: 'invalid' } : outcome;
}
