import { toApiError, type ApiError, type Locale } from '@court/runtime';
import { checkDraft, draftFromUrl, pageOfUrl, type Draft, type FieldErrors, type QuerySchema } from './search-query';

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

/** Runs the search when the query is complete and correct; otherwise says why it did not. */
export function searchIfReady<Result>(
  query: PageQuery,
  ready: boolean,
  search: () => Promise<Result>,
): Promise<SearchOutcome<Result>> {
  if (hasErrors(query)) return Promise.resolve({ status: 'invalid' });
  if (!ready) return Promise.resolve({ status: 'idle' });
  return runSearch(search);
}
