import { ApiError, createApiClient, type ApiRequestConfig } from '@court/runtime';
import { clearStaffSession, currentStaffSession, saveStaffSession, type StaffSession } from '../login/staff-session';

/** A token this close to its end is renewed before it is sent, so a save does not fail on the way. */
const RENEW_AHEAD_MS = 30_000;

/** The staff login is over (expired, or refused by the API): the officer must log in again. */
export const LOGIN_EXPIRED = 'login-expired';

/**
 * The publishing API with the officer's bearer token. Its 401 and 500 are the console's to handle: a 401 must
 * not send a press officer to the citizen login, and a failed save must not leave the form for /sorry.
 */
const publishingClient = createApiClient({
  baseURL: '/api/v1/publishing',
  exemptFrom401Redirect: true,
  exemptFrom500Redirect: true,
  bearerToken: () => currentStaffSession()?.accessToken,
});

/** The login's own exchange (settings, code, refresh), which carries no token. */
export const consoleLoginClient = createApiClient({
  baseURL: '/api/v1/publishing/console',
  exemptFrom401Redirect: true,
  exemptFrom500Redirect: true,
  bearerToken: () => undefined,
});

/** A new access token for the refresh token, or null when the provider no longer takes it. */
async function renewed(session: StaffSession): Promise<StaffSession | null> {
  if (!session.refreshToken) return null;
  try {
    const { data } = await consoleLoginClient.post<StaffSession>('/token', {
      grantType: 'refresh_token',
      refreshToken: session.refreshToken,
    });
    saveStaffSession(data);
    return data;
  } catch (error) {
    // Only a refused refresh ends the login; a network failure leaves it for the next try.
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

const loginExpired = () => new ApiError(401, [{ code: LOGIN_EXPIRED }], 'The staff login has expired');
const refused = (error: unknown) => error instanceof ApiError && error.status === 401;

/**
 * A call of the publishing API: the token is renewed first when it is about to expire, and once more when the
 * API refuses it. When no token will do, it rejects with the `login-expired` ApiError and forgets the tokens;
 * the page keeps everything the officer typed and offers a new login (LoginRenewal).
 */
export async function publishing<T>(config: ApiRequestConfig): Promise<T> {
  const session = currentStaffSession();
  if (!session) throw loginExpired();
  if (Date.parse(session.expiresAt) - Date.now() < RENEW_AHEAD_MS) await renewed(session);
  try {
    return (await publishingClient.request<T>(config)).data;
  } catch (error) {
    if (!refused(error)) throw error;
  }
  const next = await renewed(currentStaffSession() ?? session);
  if (next) {
    try {
      return (await publishingClient.request<T>(config)).data;
    } catch (error) {
      if (!refused(error)) throw error;
    }
  }
  clearStaffSession();
  throw loginExpired();
}
