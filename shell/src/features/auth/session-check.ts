import { readTokenCookie, useSessionStore } from '@court/runtime';

/**
 * The login check at start-up (`session-startup.ts`), whose code, with its token decoder and API client, is
 * fetched only when there is a token to check: most visitors have no login and never download it. Without a
 * token the visitor is anonymous at once, as `startSession` would say.
 */
export function checkSessionAtStartUp(): void {
  if (!readTokenCookie()) {
    useSessionStore.getState().setLoaded(true);
    return;
  }
  void import('./session-startup').then(({ startSession }) => startSession());
}
