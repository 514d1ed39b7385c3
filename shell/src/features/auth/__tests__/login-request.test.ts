import { createHash } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import { localizedPath } from '@court/runtime';
import { shellPaths } from '@court/site-map';
import { authorizeUrl, codeChallenge, createLoginRequest, takeLoginRequest } from '../login-request';

/** The address the provider sends the citizen back to, in a language. */
const callback = (lang: 'fr' | 'nl') => `https://site.example${localizedPath(lang, shellPaths.loginCallback())}`;

const SETTINGS = {
  authorizationEndpoint: 'https://idp.example.be/fas/oauth2/authorize',
  clientId: 'court-website',
  scope: 'openid profile egovnrn',
  acrValues: 'urn:be:fedict:iam:fas:citizen:Level300',
};

describe('a login attempt', () => {
  afterEach(() => localStorage.clear());

  it('keeps state, nonce and verifier in local storage, for one callback only', () => {
    const request = createLoginRequest(callback('fr'), localizedPath('fr', shellPaths.admin()));
    expect(request.state).toMatch(/^[\w-]{43}$/);
    expect(request.nonce).not.toBe(request.state);
    expect(takeLoginRequest()).toEqual(request);
    expect(takeLoginRequest()).toBeUndefined();
  });

  it('ignores a stored attempt that is not whole', () => {
    localStorage.setItem('court.auth.login-request', JSON.stringify({ state: 'x' }));
    expect(takeLoginRequest()).toBeUndefined();
    localStorage.setItem('court.auth.login-request', '{not json');
    expect(takeLoginRequest()).toBeUndefined();
  });

  it('derives the PKCE challenge as RFC 7636 does (S256: base64url of the SHA-256 of the verifier)', async () => {
    const verifier = 'dBjftJeZ4CVP-mJ92K1D8r7Xk-MZ3b6H4K9mYSlT1ROsVa-fanvTCM';
    expect(await codeChallenge(verifier)).toBe(createHash('sha256').update(verifier).digest('base64url'));
  });

  it('sends the citizen to the authorize endpoint with every parameter of the code flow', async () => {
    const request = createLoginRequest(callback('nl'), '/nl');
    const url = new URL(await authorizeUrl(SETTINGS, request, 'nl'));
    expect(`${url.origin}${url.pathname}`).toBe(SETTINGS.authorizationEndpoint);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: 'court-website',
      redirect_uri: callback('nl'),
      scope: 'openid profile egovnrn',
      acr_values: 'urn:be:fedict:iam:fas:citizen:Level300',
      state: request.state,
      nonce: request.nonce,
      code_challenge: await codeChallenge(request.codeVerifier),
      code_challenge_method: 'S256',
      ui_locales: 'nl',
    });
  });
});
