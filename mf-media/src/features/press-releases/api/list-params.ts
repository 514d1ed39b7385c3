import { MAX_LIST_PAGE } from './limits';

export interface ListParams {
  page: number;
  withArchive: boolean;
}

/**
 * The list a visitor asked for in the address (`?page=2&archive=1`). Anything that is not a page number the
 * API accepts reads as the first page, so an edited or truncated link still shows a list.
 */
export function readListParams(url: URL): ListParams {
  const raw = Number(url.searchParams.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 && raw <= MAX_LIST_PAGE ? raw : 1;
  return { page, withArchive: url.searchParams.get('archive') === '1' };
}

/** The query string of a list page; the first page and the recent releases are the defaults left out. */
export function listSearch({ page, withArchive }: ListParams): string {
  const search = new URLSearchParams();
  if (withArchive) search.set('archive', '1');
  if (page > 1) search.set('page', String(page));
  const text = search.toString();
  return text ? `?${text}` : '';
}
