import { afterEach, describe, expect, it, vi, type Mock } from 'vitest';

vi.mock('../auth-api', () => ({ fetchMe: vi.fn() }));

const TOKEN_COOKIE = 'court_token';
const FEDID_COOKIE = 'court_fedid';

function jwt(exp: number): string {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${part({ alg: 'HS256' })}.${part({ sid: 's', exp })}.signature`;
}

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/**
 * One page load: fresh modules (the check runs once per load, and the store starts empty), the me call
 * answering as `arrange` says, then the start-up check.
 */
async function load(arrange: (fetchMe: Mock) => void = () => {}) {
  vi.resetModules();
  const runtime = await import('@court/runtime');
  const { fetchMe } = (await import('../auth-api')) as unknown as { fetchMe: Mock };
  fetchMe.mockReset();
  arrange(fetchMe);
  const { startSession } = await import('../session-startup');
  await startSession();
  return { state: runtime.useSessionStore.getState(), fetchMe };
}

describe('session start-up', () => {
  afterEach(() => {
    document.cookie = `${TOKEN_COOKIE}=; Path=/; Max-Age=0`;
    document.cookie = `${FEDID_COOKIE}=; Path=/; Max-Age=0`;
  });

  it('leaves a visitor without a token cookie anonymous, without asking the API', async () => {
    const { state, fetchMe } = await load();
    expect(state).toMatchObject({ loaded: true, authInfo: null, currentUser: null });
    expect(fetchMe).not.toHaveBeenCalled();
  });

  it('sets the user the me call answers', async () => {
    const token = jwt(inAnHour());
    document.cookie = `${TOKEN_COOKIE}=${token}; Path=/`;
    document.cookie = `${FEDID_COOKIE}=login-1; Path=/`;
    const { state, fetchMe } = await load((me) =>
      me.mockResolvedValue({ givenName: 'An', surname: 'Peeters', isMatch114: true }),
    );
    expect(fetchMe).toHaveBeenCalledWith(token);
    expect(state.authInfo).toEqual({ token, exp: expect.any(Number), fedid: 'login-1' });
    expect(state.currentUser).toMatchObject({ givenName: 'An' });
    expect(state.isMatch114).toBe(true);
  });

  it.each([
    ['the me call fails', (me: Mock) => me.mockRejectedValue(new Error('401'))],
    ['the me call answers nothing', (me: Mock) => me.mockResolvedValue(undefined)],
  ])('clears the token when %s', async (_case, arrange) => {
    document.cookie = `${TOKEN_COOKIE}=${jwt(inAnHour())}; Path=/`;
    const { state } = await load(arrange);
    expect(state.authInfo).toBeNull();
    expect(document.cookie).not.toContain(TOKEN_COOKIE);
  });

  it('clears an expired or unreadable token without asking the API', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    for (const token of [jwt(Math.floor(Date.now() / 1000) - 1), 'not-a-jwt']) {
      document.cookie = `${TOKEN_COOKIE}=${token}; Path=/`;
      const { state, fetchMe } = await load();
      expect(state.authInfo).toBeNull();
      expect(document.cookie).not.toContain(TOKEN_COOKIE);
      expect(fetchMe).not.toHaveBeenCalled();
    }
    warn.mockRestore();
  });
});
