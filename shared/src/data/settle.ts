import { ApiError } from '@court/runtime';

/**
 * What a route loader hands its page for one call: the data, or the HTTP status of the failure (0 when no answer
 * came). Plain data, so that it survives the trip from a render on the server to the browser.
 */
export type Settled<T> = { ok: true; data: T } | { ok: false; status: number };

/**
 * Waits for a call without letting its failure fail the route: the page still renders, with an error state
 * (and a retry) where that data would be, while the title, the text and the navigation stay.
 */
export async function settle<T>(call: Promise<T>): Promise<Settled<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0 };
  }
}
