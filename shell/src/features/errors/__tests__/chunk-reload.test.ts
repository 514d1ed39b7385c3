import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isChunkLoadError, reloadOnceForChunkError } from '../chunk-reload';

describe('reload after a failed chunk load', () => {
  const reload = vi.fn();
  beforeEach(() => {
    sessionStorage.clear();
    reload.mockReset();
    Object.defineProperty(window, 'location', { value: { ...window.location, reload }, configurable: true });
  });

  it('recognises the errors of a lazily loaded file that could not be fetched', () => {
    const chunkError = Object.assign(new Error('Loading chunk 274 failed.'), { name: 'ChunkLoadError' });
    expect(isChunkLoadError(chunkError)).toBe(true);
    expect(isChunkLoadError(new Error('Loading CSS chunk 12 failed.'))).toBe(true);
    expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: /x.js'))).toBe(true);
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
  });

  it('reloads at most once per minute', () => {
    const start = 1_000_000;
    expect(reloadOnceForChunkError(start)).toBe(true);
    expect(reloadOnceForChunkError(start + 59_999)).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(reloadOnceForChunkError(start + 60_000)).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
  });

  it('never reloads while the browser is offline, which would show the browser offline page', () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    expect(reloadOnceForChunkError(2_000_000)).toBe(false);
    expect(reload).not.toHaveBeenCalled();
    onLine.mockRestore();
    expect(reloadOnceForChunkError(2_000_000)).toBe(true);
  });
});
