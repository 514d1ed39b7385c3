import { deleteCookie, readCookie, writeCookie } from '../locale/cookies';

/** Cookie names of the login flow (spec section 7: the access token and the federal id are kept in cookies). */
export const AUTH_COOKIES = {
  token: 'court_token',
  fedid: 'court_fedid',
} as const;

export function readTokenCookie(cookieHeader?: string): string | undefined {
  return readCookie(AUTH_COOKIES.token, cookieHeader);
}

/**
 * Keep the access token and the federal id until the token expires. Path / because every page reads them at
 * start-up; SameSite=Lax so no other site's request carries them; Secure whenever the site is on HTTPS.
 */
export function writeAuthCookies(token: string, fedid: string, exp: number, now: number = Date.now()): void {
  const options = {
    path: '/',
    sameSite: 'Lax' as const,
    secure: window.location.protocol === 'https:',
    maxAgeSeconds: Math.max(0, Math.floor(exp - now / 1000)),
  };
  writeCookie(AUTH_COOKIES.token, token, options);
  writeCookie(AUTH_COOKIES.fedid, fedid, options);
}

export function readFedidCookie(cookieHeader?: string): string | undefined {
  return readCookie(AUTH_COOKIES.fedid, cookieHeader);
}

/** Forget the token and the federal id in the browser. */
export function clearAuthCookies(): void {
  deleteCookie(AUTH_COOKIES.token);
  deleteCookie(AUTH_COOKIES.fedid);
}
