import { jwtDecode } from 'jwt-decode';
import { readFedidCookie, readTokenCookie, useSessionStore, type AuthInfo } from '@court/runtime';
import { fetchMe } from './auth-api';
import { endBrowserSession } from './browser-session';

// The login pages import these from here, beside the start-up check they work with.
export { beginBrowserSession, endBrowserSession } from './browser-session';

/** The token's expiry (seconds), or undefined when it is not a readable JWT (only logged, spec section 8). */
export function expiryOf(token: string): number | undefined {
  try {
    const { exp } = jwtDecode<{ exp?: number }>(token);
    return typeof exp === 'number' ? exp : undefined;
  } catch (error) {
    console.warn('The stored login token could not be decoded', error instanceof Error ? error.message : error);
    return undefined;
  }
}

let ready: Promise<void> | undefined;

/**
 * At start (spec section 4): no token cookie, anonymous; with one, `me` is asked; a failure or an empty
 * answer clears the token, a user sets the session. Runs once; protected pages wait for it. Loaded on its own
 * (session-check.ts) when there is a token to check.
 */
export function startSession(): Promise<void> {
  ready ??= (async () => {
    const store = useSessionStore.getState();
    const token = readTokenCookie();
    const exp = token ? expiryOf(token) : undefined;
    if (!token || exp === undefined || exp * 1000 <= Date.now()) {
      if (token) endBrowserSession();
      store.setLoaded(true);
      return;
    }
    store.setLoading(true);
    try {
      const user = await fetchMe(token);
      if (!user || typeof user.givenName !== 'string') throw new Error('empty answer');
      const authInfo: AuthInfo = { token, exp, fedid: readFedidCookie() };
      store.setAuthInfo(authInfo);
      store.setCurrentUser(user);
      store.setIsMatch114(user.isMatch114 === true);
    } catch {
      endBrowserSession();
    } finally {
      store.setLoading(false);
      store.setLoaded(true);
    }
  })();
  return ready;
}
