import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.mjs';

const CALLBACK = 'http://127.0.0.1:8080/fr/auth/callback';
let server;
let issuer;

beforeAll(async () => {
  // Port 0 cannot be named in the issuer before listening; 0-bound probe first, then the real server.
  const probe = createServer({
    issuer: 'http://127.0.0.1:1/fas/oauth2',
    clientId: 'x',
    clientSecret: 'x'.repeat(8),
    redirectUris: [CALLBACK],
  });
  await new Promise((resolve) => probe.server.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address();
  await new Promise((resolve) => probe.server.close(resolve));
  issuer = `http://127.0.0.1:${port}/fas/oauth2`;
  ({ server } = createServer({
    issuer,
    clientId: 'court-website',
    clientSecret: 'a-secret-for-tests',
    redirectUris: [CALLBACK],
  }));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

describe('the stand-in identity provider', () => {
  it('publishes the federal service endpoints, level and claims through discovery', async () => {
    const metadata = await (await fetch(`${issuer}/.well-known/openid-configuration`)).json();
    expect(metadata).toMatchObject({
      issuer,
      authorization_endpoint: `${issuer}/authorize`,
      token_endpoint: `${issuer}/access_token`,
      userinfo_endpoint: `${issuer}/userinfo`,
      introspection_endpoint: `${issuer}/introspect`,
      end_session_endpoint: `${issuer}/connect/endSession`,
      jwks_uri: `${issuer}/connect/jwk_uri`,
      acr_values_supported: ['urn:be:fedict:iam:fas:citizen:Level300'],
      scopes_supported: ['openid', 'profile', 'egovnrn'],
      code_challenge_methods_supported: ['S256'],
    });
    expect(metadata.claims_supported).toEqual(
      expect.arrayContaining(['givenName', 'surname', 'prefLanguage', 'mail', 'egovNRN']),
    );
    const keys = await (await fetch(metadata.jwks_uri)).json();
    expect(keys.keys[0]).toMatchObject({ kty: 'RSA', use: 'sig' });
    expect(keys.keys[0].d).toBeUndefined();
  });

  it('refuses an authorisation request without PKCE', async () => {
    const url = new URL(`${issuer}/authorize`);
    url.search = new URLSearchParams({
      response_type: 'code',
      client_id: 'court-website',
      redirect_uri: CALLBACK,
      scope: 'openid',
    }).toString();
    const response = await fetch(url, { redirect: 'manual' });
    const location = new URL(response.headers.get('location'));
    expect(location.searchParams.get('error')).toBe('invalid_request');
    expect(location.searchParams.get('error_description')).toMatch(/PKCE/);
  });

  it('answers tokeninfo for an unknown token with invalid_token', async () => {
    const response = await fetch(`${issuer}/tokeninfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'access_token=unknown',
    });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ error: 'invalid_token' });
  });
});
