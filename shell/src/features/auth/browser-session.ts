import { clearAuthCookies, useSessionStore, writeAuthCookies, type CurrentUser } from '@court/runtime';

// The browser's copy of the login: the cookies and the session store. Kept apart from the start-up check so
// the frame (the logout button) can use it without loading that check, its token decoder and its API client
// on the first load of every page.

/** Forget the login everywhere in the browser. */
export function endBrowserSession(): void {
  clearAuthCookies();
  useSessionStore.getState().clear();
}

/** Sets the session from a fresh login and keeps it in the cookies. */
export function beginBrowserSession(token: string, fedid: string, exp: number, user: CurrentUser): void {
  writeAuthCookies(token, fedid, exp);
  const { setAuthInfo, setCurrentUser, setIsMatch114, setLoaded } = useSessionStore.getState();
  setAuthInfo({ token, exp, fedid });
  setCurrentUser(user);
  setIsMatch114(user.isMatch114 === true);
  setLoaded(true);
}
