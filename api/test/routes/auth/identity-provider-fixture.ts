import { createHash, randomBytes } from 'node:crypto';
import { createServer } from '@court/identity-provider-stand-in/server';
import { newSigningKey } from '@court/identity-provider-stand-in/provider';
import { afterAll, beforeAll } from 'vitest';
import { freePort } from '../../helper.js';

export const CLIENT_ID = 'court-website';
export const CLIENT_SECRET = 'test-secret-of-the-court-website';
export const REDIRECT_URI = 'http://127.0.0.1:8080/fr/auth/callback';
export const LEVEL_300 = 'urn:be:fedict:iam:fas:citizen:Level300';

export interface StandIn {
  issuer: string;
  /** The provider's own signing key, to forge tokens it would have signed (an expired one, a wrong level). */
  signingKey: Record<string, unknown> & { kid: string };
}

/** The stand-in identity provider on a free port for the whole test file. */
export function useIdentityProvider(): () => StandIn {
  const signingKey = newSigningKey();
  let close: () => Promise<void> = async () => {};
  let issuer = '';
  beforeAll(async () => {
    // The issuer names the port: take a free one first, then build the provider.
    const port = await freePort();
    issuer = `http://127.0.0.1:${port}/fas/oauth2`;
    const { server } = createServer({
      issuer,
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      redirectUris: [REDIRECT_URI],
      signingKey,
    });
    await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
    close = () => new Promise((resolve) => server.close(() => resolve()));
  });
  afterAll(async () => close());
  return () => ({ issuer, signingKey });
}

export interface LoginRequest {
  state: string;
  nonce: string;
  codeVerifier: string;
}

export function newLoginRequest(): LoginRequest {
  return {
    state: randomBytes(16).toString('base64url'),
    nonce: randomBytes(16).toString('base64url'),
    codeVerifier: randomBytes(32).toString('base64url'),
  };
}

/**
 * What the browser does between the site's login route and its callback: the authorize request, the login
 * page answered for one citizen, the redirects. Returns the callback's query (code, state, iss).
 */
export async function logInAtProvider(
  issuer: string,
  request: LoginRequest,
  citizen = 'citizen-an-peeters',
): Promise<URLSearchParams> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair = ''] = line.split(';');
      const [name = '', value = ''] = pair.split('=');
      cookies.set(name, value);
    }
  };
  const go = async (url: string, init: RequestInit = {}) => {
    const response = await fetch(url, {
      ...init,
      redirect: 'manual',
      headers: { ...init.headers, cookie: [...cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    });
    remember(response);
    return response;
  };
  const authorize = new URL(`${issuer}/authorize`);
  authorize.search = new URLSearchParams({
    response_type: 'code',
    client_id: CLIENT_ID,
    redirect_uri: REDIRECT_URI,
    scope: 'openid profile egovnrn',
    state: request.state,
    nonce: request.nonce,
    acr_values: LEVEL_300,
    code_challenge: createHash('sha256').update(request.codeVerifier).digest('base64url'),
    code_challenge_method: 'S256',
  }).toString();

  let response = await go(authorize.href);
  let location = new URL(response.headers.get('location') ?? '', issuer);
  const loginPage = await go(location.href);
  if (!(await loginPage.text()).includes('<h1>Log in</h1>')) throw new Error('no login page');
  response = await go(location.href, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ citizen, action: 'login' }).toString(),
  });
  // Back through the authorize endpoint, which now issues the code to the callback.
  for (let hops = 0; hops < 5; hops += 1) {
    location = new URL(response.headers.get('location') ?? '', issuer);
    if (location.href.startsWith(REDIRECT_URI)) return location.searchParams;
    response = await go(location.href);
  }
  throw new Error('the provider never sent the browser to the callback');
}
