import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AxiosAdapter } from 'axios';
import { createApiClient } from '../create-api-client';
import { setNavigator } from '../navigation';
import { ApiError } from '../api-error';
import { useSessionStore } from '../../session/session-store';
import { useLoadingTracker } from '../../data/loading-tracker';

/** An adapter answering like the server would, so the client's interceptors run for real. */
function answering(status: number, data: unknown): AxiosAdapter {
  return (config) => {
    const response = { data, status, statusText: String(status), headers: {}, config, request: {} };
    if (status >= 200 && status < 300) return Promise.resolve(response);
    return Promise.reject(
      Object.assign(new Error(`Request failed with status code ${status}`), { response, config, isAxiosError: true }),
    );
  };
}

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
    const client = createApiClient();
    await expect(
      client.get('/x', { adapter: answering(500, { errors: [{ code: 'internal-error' }] }) }),
    ).rejects.toBeInstanceOf(ApiError);
    expect(navigate).toHaveBeenCalledWith('/sorry', undefined);
  });

  it('does not leave the page for a 500 of an optional part', async () => {
    const client = createApiClient({ exemptFrom500Redirect: true });
    await expect(client.get('/x', { adapter: answering(500, {}) })).rejects.toMatchObject({ status: 500 });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('on a 401 clears the token and its cookie and sends the visitor to the login route in their language', async () => {
    const client = createApiClient();
    await expect(
      client.get('/x', { adapter: answering(401, { errors: [{ code: 'unauthorized' }] }) }),
    ).rejects.toMatchObject({
      status: 401,
      code: 'unauthorized',
    });
    expect(useSessionStore.getState().authInfo).toBeNull();
    expect(useSessionStore.getState().currentUser).toBeNull();
    expect(document.cookie).not.toContain('court_token=abc');
    expect(navigate).toHaveBeenCalledWith(
      `/nl/auth/login?redirect=${encodeURIComponent('/nl/judgments?year=2024')}`,
      undefined,
    );
  });

  it('keeps the token when the client is exempt from the 401 rule', async () => {
    const client = createApiClient({ exemptFrom401Redirect: true });
    await expect(client.get('/me', { adapter: answering(401, {}) })).rejects.toMatchObject({ status: 401 });
    expect(useSessionStore.getState().authInfo).not.toBeNull();
    expect(navigate).not.toHaveBeenCalled();
  });

  it('normalises an answer without an errors list and leaves other statuses to the page', async () => {
    const client = createApiClient();
    await expect(client.get('/x', { adapter: answering(404, '<html>') })).rejects.toMatchObject({
      status: 404,
      errors: [{ code: '' }],
      message: 'unknown-server-error',
    });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('sends the bearer token and counts requests and failures for the progress bar', async () => {
    const client = createApiClient();
    const seen: string[] = [];
    const before = useLoadingTracker.getState().failures;
    await client.get('/ok', {
      adapter: (config) => {
        seen.push(String(config.headers.get('Authorization')));
        expect(useLoadingTracker.getState().pending).toBe(1);
        return answering(200, { items: [] })(config);
      },
    });
    expect(seen).toEqual(['Bearer header.payload.sig']);
    expect(useLoadingTracker.getState().pending).toBe(0);
    await client.get('/bad', { adapter: answering(503, {}) }).catch(() => undefined);
    expect(useLoadingTracker.getState().failures).toBe(before + 1);
  });
});
