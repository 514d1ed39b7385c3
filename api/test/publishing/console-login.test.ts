import { staffLogin } from '@court/identity-provider-stand-in/staff-login-driver';
import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, freePort, testConfig, useApp, useDatabase } from '../helper.js';
import { pressReleaseBody } from './bodies.js';
import { CONSOLE_CALLBACK as CALLBACK, useStaffProvider } from './staff-provider-fixture.js';

const CONSOLE = '/api/v1/publishing/console';
/** An issuer on a port nothing listens on. */
const UNREACHABLE = `http://127.0.0.1:${await freePort()}/staff`;

describe.each(ENGINES)("the press console's login on %s", (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const app = useApp(() => testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer }));

  const settings = async () => (await app().inject({ url: `${CONSOLE}/settings` })).json();
  const token = (body: object) => app().inject({ method: 'POST', url: `${CONSOLE}/token`, payload: body });
  /** The officer logs in at the provider as the console sends them there; answers the code and its verifier. */
  const logIn = async (username: string, password = username) => {
    const outcome = await staffLogin({ ...(await settings()), redirectUri: CALLBACK, username, password });
    if (!('callback' in outcome)) throw new Error(`No login: the provider answered ${outcome.response.status}`);
    return { code: outcome.callback.searchParams.get('code') ?? '', codeVerifier: outcome.verifier };
  };
  const exchange = async (username: string) =>
    token({ grantType: 'authorization_code', redirectUri: CALLBACK, ...(await logIn(username)) });

  it('tells the console where to send the officer, never to be stored', async () => {
    const res = await app().inject({ url: `${CONSOLE}/settings` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      authorizationEndpoint: `${staff().issuer}/auth`,
      clientId: 'court-press-console',
      scope: 'openid profile offline_access publish:press',
      endSessionEndpoint: `${staff().issuer}/session/end`,
    });
  });

  it('logs a press officer in: a verified token, who they are, and a press release written in their name', async () => {
    const res = await exchange('press-officer');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const session = res.json();
    expect(session).toEqual({
      accessToken: expect.any(String),
      refreshToken: expect.any(String),
      expiresAt: expect.any(String),
      username: 'press-officer',
      name: 'Pieter Claes',
      scopes: ['publish:press'],
    });
    const expiresIn = Date.parse(session.expiresAt) - Date.now();
    expect(expiresIn).toBeGreaterThan(800_000);
    expect(expiresIn).toBeLessThanOrEqual(900_000);

    const authorization = `Bearer ${session.accessToken}`;
    const saved = await app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/press-releases/console-1?draft=true',
      payload: pressReleaseBody(),
      headers: { authorization },
    });
    expect(saved.json()).toMatchObject({ state: 'draft', updatedBy: 'press-officer' });
    const history = await app().inject({
      url: '/api/v1/publishing/press-releases/console-1/history',
      headers: { authorization },
    });
    expect(history.json().items).toEqual([expect.objectContaining({ actor: 'press-officer', action: 'draft' })]);
  });

  it('renews the token with the refresh token, and refuses a refresh token or a code used up', async () => {
    const { code, codeVerifier } = await logIn('press-officer');
    const first = await token({ grantType: 'authorization_code', code, codeVerifier, redirectUri: CALLBACK });
    expect(first.statusCode).toBe(200);

    const { refreshToken } = first.json();
    const renewed = await token({ grantType: 'refresh_token', refreshToken });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json()).toMatchObject({
      username: 'press-officer',
      name: 'Pieter Claes',
      scopes: ['publish:press'],
    });
    expect(renewed.json().accessToken).not.toBe(first.json().accessToken);
    const draft = await app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/press-releases/console-2?draft=true',
      payload: pressReleaseBody(),
      headers: { authorization: `Bearer ${renewed.json().accessToken}` },
    });
    expect(draft.statusCode).toBe(201);

    // The provider gives a new refresh token each time and takes no used one, nor a code twice.
    for (const used of [
      { grantType: 'refresh_token', refreshToken },
      { grantType: 'refresh_token', refreshToken: 'not-a-token' },
      { grantType: 'authorization_code', code, codeVerifier, redirectUri: CALLBACK },
    ]) {
      const refused = await token(used);
      expect(refused.statusCode).toBe(401);
      expect(refused.headers['cache-control']).toBe('no-store');
      expect(errorCode(refused.body)).toBe('login-expired');
    }
  });

  it("gives someone else only their role's scopes: a registry clerk's token cannot write press releases", async () => {
    const res = await exchange('registry-clerk');
    expect(res.json()).toMatchObject({ username: 'registry-clerk', name: 'Sophie Lambert', scopes: [] });
  });

  it('refuses a code sent with a verifier or callback that is not its own, and a callback not of the console', async () => {
    const { code, codeVerifier } = await logIn('press-officer');
    const wrongVerifier = await token({
      grantType: 'authorization_code',
      code,
      codeVerifier: 'x'.repeat(43),
      redirectUri: CALLBACK,
    });
    expect(wrongVerifier.statusCode).toBe(401);
    const elsewhere = await token({
      grantType: 'authorization_code',
      code,
      codeVerifier,
      redirectUri: 'http://127.0.0.1:8080/nl/auth/callback',
    });
    expect(elsewhere.statusCode).toBe(400);
    expect(errorCode(elsewhere.body)).toBe('invalid-redirect-uri');
    const malformed = await token({ grantType: 'password', username: 'press-officer', password: 'press-officer' });
    expect(malformed.statusCode).toBe(400);
  });
});

describe('the console login without its provider', () => {
  const noProvider = useApp(() => testConfig());
  const down = useApp(() => testConfig({ STAFF_ISSUER: UNREACHABLE }));
  const grant = {
    grantType: 'authorization_code',
    code: 'a-code',
    codeVerifier: 'v'.repeat(43),
    redirectUri: CALLBACK,
  };

  it('answers 503 when no staff provider is configured', async () => {
    for (const res of [
      await noProvider().inject({ url: `${CONSOLE}/settings` }),
      await noProvider().inject({ method: 'POST', url: `${CONSOLE}/token`, payload: grant }),
    ]) {
      expect(res.statusCode).toBe(503);
      expect(errorCode(res.body)).toBe('publishing-unavailable');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers 502 when the provider does not answer', async () => {
    for (const res of [
      await down().inject({ url: `${CONSOLE}/settings` }),
      await down().inject({ method: 'POST', url: `${CONSOLE}/token`, payload: grant }),
    ]) {
      expect(res.statusCode).toBe(502);
      expect(errorCode(res.body)).toBe('staff-login-unavailable');
    }
  });
});

describe('the console login with a console the provider does not know', () => {
  const staff = useStaffProvider();
  const app = useApp(() => testConfig({ STAFF_ISSUER: staff().issuer, STAFF_CONSOLE_CLIENT_ID: 'another-console' }));

  it("answers 502 with the provider's refusal: the settings are wrong, not the officer's login", async () => {
    const res = await app().inject({
      method: 'POST',
      url: `${CONSOLE}/token`,
      payload: { grantType: 'refresh_token', refreshToken: 'a-refresh-token' },
    });
    expect(res.statusCode).toBe(502);
    expect(errorCode(res.body)).toBe('staff-login-failed');
    expect(res.json().errors[0].message).toContain('invalid_client');
  });
});
