import { deleteCookie, readCookie } from '../locale/cookies';

/** Cookie names of the login flow (spec section 7: the access token and the federal id are kept in cookies). */
export const AUTH_COOKIES = {
  token: 'court_token',
  fedid: 'court_fedid',
} as const;

export function readTokenCookie(cookieHeader?: string): string | undefined {
  return readCookie(AUTH_COOKIES.token, cookieHeader);
}

/** Forget the token and the federal id in the browser. */
export function clearAuthCookies(): void {
  deleteCookie(AUTH_COOKIES.token);
  deleteCookie(AUTH_COOKIES.fedid);
}
