import { mediaPaths } from '@court/site-map';
import type { Locale } from '@court/runtime';
import type { ConsoleSettings, ConsoleTokenRequest } from '@court/contract';
import { consoleLoginClient } from '../api/publishing-fetch';
import { codeChallenge, randomToken } from './pkce';
import { announceStaffSession, clearStaffSession, saveStaffSession, type StaffSession } from './staff-session';

/** A login under way: kept in the tab between leaving for the provider and coming back. */
interface PendingLogin {
  state: string;
  verifier: string;
  /** The console page that was asked for, to go on to after the login. */
  returnTo: string;
  /** A login renewed in a window of its own, for a console tab whose login expired. */
  renewal: boolean;
}

const PENDING_KEY = 'court.pressConsole.pendingLogin';
/** The `state` of a logout under way, to tell the provider's way back after it from a login's. */
const LOGOUT_KEY = 'court.pressConsole.pendingLogout';

/** A console address with this parameter renews the login of another tab (LoginRenewal opens it). */
export const RENEWAL_PARAM = 'renew';

/** The address the provider sends the officer back to: the callback page in the page's language. */
export const callbackUri = (locale: Locale): string =>
  `${window.location.origin}/${locale}/${mediaPaths.consoleCallback()}`;

/**
 * Sends the officer to the staff identity provider's login (code flow with PKCE, RFC 7636), to come back to
 * `returnTo`. A renewal (`renewal`) happens in a window of its own and hands the login to the tab that asked.
 */
export async function startStaffLogin(locale: Locale, returnTo: string, renewal = false): Promise<void> {
  const { data: settings } = await consoleLoginClient.get<ConsoleSettings>('/settings');
  const pending: PendingLogin = { state: randomToken(), verifier: randomToken(), returnTo, renewal };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(settings.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: callbackUri(locale),
    scope: settings.scope,
    state: pending.state,
    code_challenge: await codeChallenge(pending.verifier),
    code_challenge_method: 'S256',
    ui_locales: locale,
  }).toString();
  window.location.assign(url.toString());
}

/**
 * Ends the officer's login: the tab forgets its tokens, and the provider ends its own session (RP-initiated
 * logout), so that nobody at the same computer is logged in again without a password. The provider sends the
 * browser back to the callback page, which says the officer is logged out.
 */
export async function startStaffLogout(locale: Locale): Promise<void> {
  clearStaffSession();
  const state = randomToken();
  sessionStorage.setItem(LOGOUT_KEY, state);
  const back = new URL(callbackUri(locale));
  const settings = await consoleLoginClient
    .get<ConsoleSettings>('/settings')
    .then(({ data }) => data)
    .catch(() => undefined);
  if (!settings?.endSessionEndpoint) {
    back.searchParams.set('state', state);
    return window.location.assign(back.toString());
  }
  const url = new URL(settings.endSessionEndpoint);
  url.search = new URLSearchParams({
    client_id: settings.clientId,
    post_logout_redirect_uri: back.toString(),
    state,
    ui_locales: locale,
  }).toString();
  window.location.assign(url.toString());
}

export type LoginOutcome =
  | { status: 'done'; returnTo: string; renewal: boolean; session: StaffSession }
  | { status: 'logged-out' }
  | { status: 'refused'; error: string }
  | { status: 'unknown-request' };

let finishing: { search: string; outcome: Promise<LoginOutcome> } | undefined;

/**
 * Finishes the login the provider sent the officer back from: checks that it is the one this tab started
 * (`state`), exchanges the code through the API and keeps the session. A code is good for one exchange: asked
 * twice for the same address (a page drawn twice), it answers the first outcome again.
 */
export function finishStaffLogin(params: URLSearchParams): Promise<LoginOutcome> {
  const search = params.toString();
  if (finishing?.search !== search) finishing = { search, outcome: exchange(params) };
  return finishing.outcome;
}

async function exchange(params: URLSearchParams): Promise<LoginOutcome> {
  const loggingOut = sessionStorage.getItem(LOGOUT_KEY);
  if (loggingOut && params.get('state') === loggingOut) {
    sessionStorage.removeItem(LOGOUT_KEY);
    return { status: 'logged-out' };
  }
  const text = sessionStorage.getItem(PENDING_KEY);
  const pending = text ? (JSON.parse(text) as PendingLogin) : undefined;
  if (!pending || params.get('state') !== pending.state) return { status: 'unknown-request' };
  sessionStorage.removeItem(PENDING_KEY);
  const error = params.get('error');
  const code = params.get('code');
  if (error || !code) return { status: 'refused', error: error ?? 'no-code' };
  const locale = window.location.pathname.split('/')[1] as Locale;
  const grant: ConsoleTokenRequest = {
    grantType: 'authorization_code',
    code,
    codeVerifier: pending.verifier,
    redirectUri: callbackUri(locale),
  };
  const { data: session } = await consoleLoginClient.post<StaffSession>('/token', grant);
  saveStaffSession(session);
  if (pending.renewal) announceStaffSession(session);
  return { status: 'done', returnTo: pending.returnTo, renewal: pending.renewal, session };
}
