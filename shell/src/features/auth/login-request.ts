/**
 * One login attempt, kept in local storage between the site's login route and its callback (spec section 7:
 * state and nonce in local storage): the state ties the callback to this browser, the nonce ties the id
 * token to this attempt, the PKCE verifier ties the code to it.
 */
export interface LoginRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  returnTo: string;
}

const STORAGE_KEY = 'court.auth.login-request';

function randomToken(bytes = 32): string {
  const values = crypto.getRandomValues(new Uint8Array(bytes));
  return base64Url(values);
}

function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

export async function codeChallenge(verifier: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

export function createLoginRequest(redirectUri: string, returnTo: string): LoginRequest {
  const request = { state: randomToken(), nonce: randomToken(), codeVerifier: randomToken(), redirectUri, returnTo };
  localStorage.setItem(STORAGE_KEY, JSON.stringify(request));
  return request;
}

/** Takes the pending attempt out of storage: it can be used by one callback only. */
export function takeLoginRequest(): LoginRequest | undefined {
  const stored = localStorage.getItem(STORAGE_KEY);
  localStorage.removeItem(STORAGE_KEY);
  if (!stored) return undefined;
  try {
    const parsed = JSON.parse(stored) as Partial<LoginRequest>;
    const fields = ['state', 'nonce', 'codeVerifier', 'redirectUri', 'returnTo'] as const;
    return fields.every((field) => typeof parsed[field] === 'string') ? (parsed as LoginRequest) : undefined;
  } catch {
    return undefined;
  }
}

/** The provider's authorize address for this attempt (response_type=code, PKCE S256). */
export async function authorizeUrl(
  settings: { authorizationEndpoint: string; clientId: string; scope: string; acrValues: string },
  request: LoginRequest,
  locale: string,
): Promise<string> {
  const url = new URL(settings.authorizationEndpoint);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: settings.clientId,
    redirect_uri: request.redirectUri,
    scope: settings.scope,
    acr_values: settings.acrValues,
    state: request.state,
    nonce: request.nonce,
    code_challenge: await codeChallenge(request.codeVerifier),
    code_challenge_method: 'S256',
    ui_locales: locale,
  }).toString();
  return url.href;
}
