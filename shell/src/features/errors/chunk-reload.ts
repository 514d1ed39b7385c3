import { CHUNK_RELOAD_GUARD_MS } from '@court/runtime';

const STORAGE_KEY = 'court:chunk-reload-at';

/** A lazily loaded file of the site could not be fetched (typically: a new release replaced it). */
export function isChunkLoadError(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return (
    error.name === 'ChunkLoadError' ||
    /Loading (CSS )?chunk [\w-]+ failed/i.test(error.message) ||
    /Failed to fetch dynamically imported module/i.test(error.message)
  );
}

/**
 * Reloads the page to pick up the current release, at most once per minute (spec section 2), so a file that
 * is really gone shows an error card instead of a reload loop. Answers whether a reload was started.
 *
 * Never while the browser is offline: the file failed because the network is gone, and a reload would replace
 * the whole site with the browser's own offline page. The error card stays until the connection is back.
 */
export function reloadOnceForChunkError(now: number = Date.now(), storage: Storage = sessionStorage): boolean {
  if (!navigator.onLine) return false;
  const last = Number(storage.getItem(STORAGE_KEY) ?? 0);
  if (now - last < CHUNK_RELOAD_GUARD_MS) return false;
  storage.setItem(STORAGE_KEY, String(now));
  window.location.reload();
  return true;
}
