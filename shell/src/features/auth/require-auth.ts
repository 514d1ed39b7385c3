import { data, isAuthenticated, useSessionStore } from '@court/runtime';

/** Message of the guard (spec section 8). */
export const AUTH_FAILED = 'Authentication Failed/Expired';

/**
 * Loader of the protected pages: after the start-up check, a visitor without a token whose expiry lies in the
 * future gets the 401 error card.
 */
export async function requireAuth(): Promise<null> {
  const { startSession } = await import('./session-startup');
  await startSession();
  if (!isAuthenticated(useSessionStore.getState().authInfo)) {
    throw data(AUTH_FAILED, { status: 401, statusText: AUTH_FAILED });
  }
  return null;
}
