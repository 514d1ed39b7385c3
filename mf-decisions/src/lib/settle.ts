import { ApiError } from '@court/runtime';

/** What a loader hands its page: the data, or the failure the page shows as its error state. */
export type Loaded<T> = { ok: true; data: T } | { ok: false; status: number };

/** Turns a call into a Loaded result, so one failed list shows an error state instead of a broken page. */
export async function settle<T>(call: Promise<T>): Promise<Loaded<T>> {
  try {
    return { ok: true, data: await call };
  } catch (error) {
    return { ok: false, status: error instanceof ApiError ? error.status : 0 };
  }
}
