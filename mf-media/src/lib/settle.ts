import { toApiError, type ApiError } from '@court/runtime';

/** What a page gets from one of its calls: the answer, or the error to show in place (with a retry). */
export type Settled<T> = { ok: true; data: T } | { ok: false; error: ApiError };

/**
 * Waits for a call without letting its failure fail the route: the page still renders, with an error
 * state where that data would be, while the header, the navigation and the other parts stay.
 */
export async function settle<T>(promise: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await promise };
  } catch (error) {
    return { ok: false, error: toApiError(error) };
  }
}
