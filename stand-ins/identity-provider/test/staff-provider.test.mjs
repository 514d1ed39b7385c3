import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from '../src/server.mjs';
import { staffLogin } from '../src/staff-login-driver.mjs';

const CONSOLE_CALLBACK = 'http://127.0.0.1:8080/nl/media/console/callback';
const AUDIENCE = 'urn:const-court:publishing-api';
let server;
let staffIssuer;

beforeAll(async () => {
  const settings = (port) => ({
    issuer: `http://127.0.0.1:${port}/fas/oauth2`,
    clientId: 'court-website',
    clientSecret: 'a-secret-for-tests',
    redirectUris: ['http://127.0.0.1:8080/fr/auth/callback'],
    staff: { issuer: `http://127.0.0.1:${port}/staff`, consoleRedirectUris: [CONSOLE_CALLBACK] },
  });
  // The issuers name the port: find a free one first.
  const probe = createServer(settings(1));
  await new Promise((resolve) => probe.server.listen(0, '127.0.0.1', resolve));
  const { port } = probe.server.address();
  await new Promise((resolve) => probe.server.close(resolve));
  staffIssuer = `http://127.0.0.1:${port}/staff`;
  ({ server } = createServer(settings(port)));
  await new Promise((resolve) => server.listen(port, '127.0.0.1', resolve));
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

const claimsOf = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[1], 'base64url').toString());
const headerOf = (jwt) => JSON.parse(Buffer.from(jwt.split('.')[0], 'base64url').toString());

async function clientCredentials(clientId, secret, scope) {
  const response = await fetch(`${staffIssuer}/token`, {
    method: 'POST',
    headers: {
      authorization: `Basic ${Buffer.from(`${clientId}:${secret}`).toString('base64')}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({ grant_type: 'client_credentials', scope }),
  });
  return { status: response.status, body: await response.json() };
}

/** The code flow of the press console, as a browser runs it, up to the callback. */
const logIn = (username, password, scope) =>
  staffLogin({
    authorizationEndpoint: `${staffIssuer}/auth`,
    clientId: 'court-press-console',
    redirectUri: CONSOLE_CALLBACK,
    scope,
    username,
    password,
    params: { resource: AUDIENCE, state: 'state-1' },
  });

/** A request to the token endpoint as the console, a public client: its id in the form, no secret. */
async function consoleToken(form) {
  const response = await fetch(`${staffIssuer}/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: 'court-press-console', ...form }),
  });
  return response.json();
}

const exchange = (callback, verifier) =>
  consoleToken({
    grant_type: 'authorization_code',
    code: callback.searchParams.get('code'),
    redirect_uri: CONSOLE_CALLBACK,
    code_verifier: verifier,
  });

describe('the stand-in staff identity provider', () => {
  it('publishes its token endpoint and the client-credentials grant', async () => {
    const metadata = await (await fetch(`${staffIssuer}/.well-known/openid-configuration`)).json();
    expect(metadata).toMatchObject({ issuer: staffIssuer, token_endpoint: `${staffIssuer}/token` });
    expect(metadata.grant_types_supported).toEqual(
      expect.arrayContaining(['client_credentials', 'authorization_code']),
    );
  });

  it('gives the registry a JWT access token for the publishing API with the scopes it asks for', async () => {
    const { status, body } = await clientCredentials(
      'court-registry',
      'court-registry-local',
      'publish:judgments publish:press',
    );
    expect(status).toBe(200);
    expect(headerOf(body.access_token).typ).toBe('at+jwt');
    expect(claimsOf(body.access_token)).toMatchObject({
      iss: staffIssuer,
      aud: AUDIENCE,
      client_id: 'court-registry',
      scope: 'publish:judgments publish:press',
    });
  });

  it('refuses the press system a scope it does not hold, and a wrong secret', async () => {
    expect((await clientCredentials('court-press-system', 'court-press-local', 'publish:press')).status).toBe(200);
    const refused = await clientCredentials('court-press-system', 'court-press-local', 'publish:judgments');
    expect(refused.body.error).toBe('invalid_scope');
    const wrong = await clientCredentials('court-registry', 'not-the-secret', 'publish:judgments');
    expect(wrong.body.error).toBe('invalid_client');
  });

  it("logs a person in to the console with PKCE, with their role's scopes only", async () => {
    const { callback, verifier } = await logIn(
      'press-officer',
      'press-officer',
      'openid publish:press publish:judgments',
    );
    expect(callback.searchParams.get('state')).toBe('state-1');
    const tokens = await exchange(callback, verifier);
    expect(claimsOf(tokens.access_token)).toMatchObject({
      sub: 'press-officer',
      aud: AUDIENCE,
      client_id: 'court-press-console',
      scope: 'publish:press',
    });
    expect(claimsOf(tokens.id_token).sub).toBe('press-officer');
  });

  it("renews the console's access token with its refresh token, which is used once", async () => {
    const { callback, verifier } = await logIn('press-officer', 'press-officer', 'openid offline_access publish:press');
    const tokens = await exchange(callback, verifier);
    expect(tokens.refresh_token).toEqual(expect.any(String));
    const renewed = await consoleToken({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(claimsOf(renewed.access_token)).toMatchObject({ sub: 'press-officer', scope: 'publish:press' });
    expect(renewed.refresh_token).not.toBe(tokens.refresh_token);
    const reused = await consoleToken({ grant_type: 'refresh_token', refresh_token: tokens.refresh_token });
    expect(reused.error).toBe('invalid_grant');
  });

  it('shows the login form again, with the user name kept, after a wrong password', async () => {
    const { response } = await logIn('registry-clerk', 'wrong', 'openid publish:judgments');
    expect(response.status).toBe(401);
    const html = await response.text();
    expect(html).toContain('Wrong user name or password.');
    expect(html).toContain('value="registry-clerk"');
  });
});
