import { afterEach, describe, expect, it, vi } from 'vitest';
import { retryPlugin } from '../retry-plugin';

describe('bounded retries of section manifests', () => {
  afterEach(() => vi.unstubAllGlobals());

  const fetchOf = (plugin: ReturnType<typeof retryPlugin>) =>
    plugin.fetch as unknown as (url: string, init: RequestInit) => Promise<Response>;

  it('retries a network failure and a 5xx, then answers', async () => {
    const fetchMock = vi
      .fn()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(new Response('', { status: 503 }))
      .mockResolvedValueOnce(new Response('{}', { status: 200 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchOf(retryPlugin({ retries: 2, delayMs: 1 }))('/m.json', {});
    expect(response.status).toBe(200);
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('gives up after the bound', async () => {
    const fetchMock = vi.fn().mockRejectedValue(new TypeError('Failed to fetch'));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchOf(retryPlugin({ retries: 2, delayMs: 1 }))('/m.json', {})).rejects.toThrow('Failed to fetch');
    expect(fetchMock).toHaveBeenCalledTimes(3);
  });

  it('does not retry a 404: a missing section will not appear by asking again', async () => {
    const fetchMock = vi.fn().mockResolvedValue(new Response('', { status: 404 }));
    vi.stubGlobal('fetch', fetchMock);
    const response = await fetchOf(retryPlugin({ retries: 2, delayMs: 1 }))('/m.json', {});
    expect(response.status).toBe(404);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });
});
