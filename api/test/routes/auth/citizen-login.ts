import type { App } from '../../../src/types.js';
import {
  CLIENT_ID,
  CLIENT_SECRET,
  REDIRECT_URI,
  logInAtProvider,
  newLoginRequest,
} from './identity-provider-fixture.js';

/** Settings of an app whose citizens log in at `issuer`; the keys of the site tokens are the database's. */
export function loginEnv(issuer: string, url: string, extra: Record<string, string> = {}): Record<string, string> {
  return {
    DATABASE_URL: url,
    OIDC_ISSUER: issuer,
    OIDC_CLIENT_ID: CLIENT_ID,
    OIDC_CLIENT_SECRET: CLIENT_SECRET,
    OIDC_REDIRECT_URIS: 'http://127.0.0.1:8080/{lang}/auth/callback',
    ...extra,
  };
}

/** Logs in at the provider and exchanges the code with the API; returns the exchange answer and the code. */
export async function logIn(app: App, issuer: string, tweak: { nonce?: string } = {}) {
  const request = newLoginRequest();
  const callback = await logInAtProvider(issuer, request);
  const code = callback.get('code') ?? '';
  const response = await app.inject({
    method: 'POST',
    url: '/api/v1/auth/token',
    payload: {
      code,
      codeVerifier: request.codeVerifier,
      nonce: tweak.nonce ?? request.nonce,
      redirectUri: REDIRECT_URI,
    },
  });
  return { response, code, request, callback };
}

/** The site access token of a fresh login at `app`. */
export async function accessTokenFrom(app: App, issuer: string): Promise<string> {
  const { response } = await logIn(app, issuer);
  if (response.statusCode !== 200) throw new Error(`login failed: ${response.body}`);
  return (response.json() as { accessToken: string }).accessToken;
}

/** The `kid` in the header of a site access token. */
export function kidOf(token: string): unknown {
  const [header = ''] = token.split('.');
  return (JSON.parse(Buffer.from(header, 'base64url').toString()) as { kid?: unknown }).kid;
}
