import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../create-api-client';
import { setNavigator } from '../navigation';
import { ApiError } from '../api-error';
import { useSessionStore } from '../../session/session-store';
import { useLoadingTracker } from '../../data/loading-tracker';

/** `fetch` answering like the server would, so the client runs as in the browser; it keeps what it was sent. */
function serverAnswering(status: number, body: unknown, type = 'application/json') {
  const server = vi.fn((_url: string, _init: RequestInit) =>
    Promise.resolve(
      new Response(body === null || typeof body === 'string' ? body : JSON.stringify(body), {
        status,
        headers: { 'content-type': type },
      }),
    ),
  );
  vi.stubGlobal('fetch', server);
  return server;
}

afterEach(() => vi.unstubAllGlobals());

describe('the API client applies the error catalogue', () => {
  const navigate = vi.fn();
  beforeEach(() => {
    navigate.mockReset();
    setNavigator(navigate);
    window.history.replaceState({}, '', '/nl/judgments?year=2024');
    useSessionStore.setState({
      authInfo: { token: 'header.payload.sig', exp: 4_102_444_800 },
      currentUser: { givenName: 'An' },
    });
    document.cookie = 'court_token=abc; Path=/';
  });
  afterEach(() => useSessionStore.getState().clear());

  it('sends the visitor to /sorry on a 500', async () => {
    serverAnswering(500, { errors: [{ code: 'internal-error' }] });
    await expect(createApiClient().get('/x')).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/sorry', undefined);
  });

  it('does not leave the page for a 500 of an optional part', async () => {
    serverAnswering(500, {});
    const client = createApiClient({ exemptFrom500Redirect: true });
    await expect(client.get('/x')).rejects.toMatchObject({ status: 500 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 401 clears the token and its cookie and sends the visitor to the login route in their language', async () => {
    serverAnswering(401, { errors: [{ code: 'unauthorized' }] });
    await expect(createApiClient().get('/x')).rejects.toMatchObject({ status: 401, code: 'unauthorized' });
    expect(useSessionStore.getState().authInfo).toBeNull();
    expect(useSessionStore.getState().currentUser).toBeNull();
    expect(document.cookie).not.toContain('court_token=abc');
    expect(navigate).toHaveBeenCalledWith(
      `/nl/auth/login?redirect=${encodeURIComponent('/nl/judgments?year=2024')}`,
      undefined,
    );
  });

  it('keeps the token when the client is exempt from the 401 rule', async () => {
    serverAnswering(401, {});
    const client = createApiClient({ exemptFrom401Redirect: true });
    await expect(client.get('/me')).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().authInfo).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('normalises an answer without an errors list and leaves other statuses to the page', async () => {
    serverAnswering(404, '<html>', 'text/html');
    await expect(createApiClient().get('/x')).rejects.toMatchObject({
      status: 404,
      errors: [{ code: '' }],
      message: 'unknown-server-error',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('rejects a request that gets no answer with status 0, and one the caller cancels likewise', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(createApiClient().get('/x')).rejects.toMatchObject({ status: 0, code: 'network-error' });
    vi.stubGlobal('fetch', (_url: string, init: RequestInit) => Promise.reject(init.signal?.reason as Error));
    const cancelled = new AbortController();
    cancelled.abort(new Error('left the page'));
    await expect(createApiClient().get('/x', { signal: cancelled.signal })).rejects.toMatchObject({
      status: 0,
      code: 'network-error',
      message: 'left the page',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('gives up a request that takes longer than its time limit', async () => {
    vi.stubGlobal(
      'fetch',
      (_url: string, init: RequestInit) =>
        new Promise((_resolve, reject) => init.signal?.addEventListener('abort', () => reject(init.signal?.reason))),
    );
    await expect(createApiClient({ timeoutMs: 20 }).get('/slow')).rejects.toMatchObject({
      status: 0,
      code: 'network-error',
      message: 'timeout of 20ms exceeded',
    });
  });

  it('sends the bearer token and counts requests and failures for the progress bar', async () => {
    const server = serverAnswering(200, { items: [] });
    const before = useLoadingTracker.getState().failures;
    const answer = createApiClient().get('/ok');
    expect(useLoadingTracker.getState().pending).toBe(1);
    expect((await answer).data).toEqual({ items: [] });
    expect(server.mock.calls[0]![1].headers).toMatchObject({ Authorization: 'Bearer header.payload.sig' });
    expect(useLoadingTracker.getState().pending).toBe(0);
    serverAnswering(503, {});
    await createApiClient()
      .get('/bad')
      .catch(() => undefined);
    expect(useLoadingTracker.getState().failures).toBe(before + 1);
  });
});

describe('the API client’s requests', () => {
  it('carry their parameters as the API reads them, and a JSON body', async () => {
    const server = serverAnswering(201, { id: 'pr-1' });
    const client = createApiClient({ baseURL: '/api/v1/publishing' });
    const { data, status } = await client.post(
      '/press-releases',
      { title: 'Het Hof' },
      { params: { type: ['judgment', 'general'], page: 2, q: 'a b', lang: undefined, state: null } },
    );
    expect({ data, status }).toEqual({ data: { id: 'pr-1' }, status: 201 });
    const [url, init] = server.mock.calls[0]!;
    expect(url).toBe('/api/v1/publishing/press-releases?type=judgment&type=general&page=2&q=a+b');
    expect(init).toMatchObject({
      method: 'POST',
      body: JSON.stringify({ title: 'Het Hof' }),
      headers: { Accept: 'application/json', 'Content-Type': 'application/json' },
    });
  });

  it('send any other body as it is, with the headers the caller gives', async () => {
    const server = serverAnswering(204, null);
    const pdf = new Blob(['%PDF-'], { type: 'application/pdf' });
    const { data } = await createApiClient().put('/file', pdf, { headers: { 'content-type': 'application/pdf' } });
    expect(data).toBe('');
    expect(server.mock.calls[0]![1]).toMatchObject({ method: 'PUT', body: pdf });
    expect(server.mock.calls[0]![1].headers).toEqual({ Accept: 'application/json', 'content-type': 'application/pdf' });
  });
});
