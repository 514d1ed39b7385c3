import { toApiError, type ApiError } from '@court/runtime';

/** What a route loader hands a page for data it could not do without: the data, or the error to show. */
export type ApiResult<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * Waits for a call and keeps its failure as a value, so a page shows "error while fetching data" with a
 * retry in place of the list while the rest of the page (title, text, navigation) stays.
 */
export async function settle<T>(call: Promise<T>): Promise<ApiResult<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}
