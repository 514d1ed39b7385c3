import { Writable } from 'node:stream';
import { SignJWT, importJWK, generateKeyPair } from 'jose';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';
import { kidOf, loginEnv, logIn } from './citizen-login.js';
import { CLIENT_ID, CLIENT_SECRET, LEVEL_300, REDIRECT_URI, useIdentityProvider } from './identity-provider-fixture.js';

const TOKEN_SECRET = 'a-test-key-for-the-site-access-tokens-only';

/** This file's apps take their key from the settings; `site-keys.test.ts` covers the database's keys. */
function authEnv(issuer: string, url: string, extra: Record<string, string> = {}) {
  return loginEnv(issuer, url, { AUTH_TOKEN_SECRET: TOKEN_SECRET, ...extra });
}

describe.each(ENGINES)('citizen login on %s', (engine) => {
  const url = useDatabase(engine);
  const provider = useIdentityProvider();
  const app = useApp(() => testConfig(authEnv(provider().issuer, url(), { MATCH_114_RANGES: '127.0.0.0/8' })));
  const me = (token: string) => app().inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${token}` } });

  it('gives the browser what it needs to send the citizen to the provider', async () => {
    const res = await app().inject({ url: '/api/v1/auth/login-settings' });
    expect(res.json()).toEqual({
      authorizationEndpoint: `${provider().issuer}/authorize`,
      clientId: CLIENT_ID,
      scope: 'openid profile egovnrn',
      acrValues: LEVEL_300,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('exchanges the code, and me answers the citizen the provider vouched for', async () => {
    const { response, callback, request } = await logIn(app(), provider().issuer);
    expect(callback.get('state')).toBe(request.state);
    expect(response.statusCode).toBe(200);
    const { accessToken, fedid, exp } = response.json();
    expect(exp * 1000).toBeGreaterThan(Date.now() + 50 * 60 * 1000);
    expect(typeof fedid).toBe('string');
    const user = await me(accessToken);
    expect(user.statusCode).toBe(200);
    expect(user.json()).toEqual({
      givenName: 'An',
      surname: 'Peeters',
      prefLanguage: 'nl',
      mail: 'an.peeters@example.be',
      isMatch114: true,
    });
    expect(user.headers['cache-control']).toBe('no-store');
  });

  it('refuses a code used a second time, and issues no token', async () => {
    const first = await logIn(app(), provider().issuer);
    expect(first.response.statusCode).toBe(200);
    const replay = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      payload: {
        code: first.code,
        codeVerifier: first.request.codeVerifier,
        nonce: first.request.nonce,
        redirectUri: REDIRECT_URI,
      },
    });
    expect(replay.statusCode).toBe(401);
    expect(errorCode(replay.body)).toBe('auth.code-rejected');
    expect(replay.body).not.toContain('accessToken');
  });

  it('refuses an id token minted for another login (wrong nonce)', async () => {
    const { response } = await logIn(app(), provider().issuer, { nonce: 'another-login-s-nonce-value' });
    expect(response.statusCode).toBe(401);
    expect(errorCode(response.body)).toBe('auth.nonce-mismatch');
  });

  it('refuses a callback address that is not registered (no open redirect through the provider)', async () => {
    const res = await app().inject({
      method: 'POST',
      url: '/api/v1/auth/token',
      payload: {
        code: 'x',
        codeVerifier: 'a'.repeat(43),
        nonce: 'n'.repeat(16),
        redirectUri: 'https://evil.example/fr/auth/callback',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('auth.redirect-uri-unknown');
  });

  it('rejects with 401 a missing, forged, expired or logged-out token', async () => {
    expect((await app().inject({ url: '/api/v1/auth/me' })).statusCode).toBe(401);
    const { response } = await logIn(app(), provider().issuer);
    const { accessToken, fedid } = response.json();
    const payload = JSON.parse(Buffer.from(accessToken.split('.')[1], 'base64url').toString()) as { sid: string };
    // Both name the site's key, so that the signature and the expiry are what refuses them.
    const kid = String(kidOf(accessToken));

    const otherKey = new TextEncoder().encode('another-key-that-is-not-the-site-s-own-key');
    const forged = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setIssuer('court-website')
      .setAudience('court-website')
      .setExpirationTime('1h')
      .sign(otherKey);
    const expired = await new SignJWT({ sid: payload.sid })
      .setProtectedHeader({ alg: 'HS256', kid })
      .setIssuer('court-website')
      .setAudience('court-website')
      .setExpirationTime(Math.floor(Date.now() / 1000) - 120)
      .sign(new TextEncoder().encode(TOKEN_SECRET));
    for (const token of [forged, expired, 'not-a-token']) {
      const res = await me(token);
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ errors: [{ code: 'unauthorized', message: 'Authentication Failed/Expired' }] });
    }

    const logout = await app().inject({ url: `/api/v1/auth/csam/logout?fedid=${encodeURIComponent(fedid)}` });
    expect(logout.statusCode).toBe(302);
    const target = new URL(logout.headers.location as string);
    expect(`${target.origin}${target.pathname}`).toBe(`${provider().issuer}/connect/endSession`);
    expect(target.searchParams.get('post_logout_redirect_uri')).toBe('http://127.0.0.1:8080/fr/logout');
    expect(target.searchParams.get('id_token_hint')).toBeTruthy();
    // The login is over: the token no longer opens anything.
    expect((await me(accessToken)).statusCode).toBe(401);
  });

  it('refuses a logout for a login name that no exchange could have given, such as one with a NUL byte', async () => {
    for (const fedid of ['\u0000', 'a b', 'x'.repeat(257)]) {
      const res = await app().inject({ url: `/api/v1/auth/csam/logout?fedid=${encodeURIComponent(fedid)}` });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    }
  });

  it('stores registry messages for a known roll number and lists each citizen only their own', async () => {
    const { accessToken } = (await logIn(app(), provider().issuer)).response.json();
    const send = (payload: Record<string, unknown>) =>
      app().inject({
        method: 'POST',
        url: '/api/v1/auth/registry-messages',
        headers: { authorization: `Bearer ${accessToken}` },
        payload,
      });
    const message = {
      rollNumber: '8101',
      topic: 'Memorandum',
      message: 'When is the hearing?',
      contactName: 'An Peeters',
      contactEmail: 'an.peeters@example.be',
      lang: 'nl',
    };
    const unknownCase = await send({ ...message, rollNumber: '9999' });
    expect(unknownCase.statusCode).toBe(400);
    expect(errorCode(unknownCase.body)).toBe('auth.roll-number-unknown');
    expect((await send({ ...message, contactEmail: 'not-an-email' })).statusCode).toBe(400);

    const created = await send(message);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ ...message, receipt: expect.stringMatching(/^RM-\d{8}-[2-9A-Z]{8}$/) });

    const mine = await app().inject({
      url: '/api/v1/auth/registry-messages',
      headers: { authorization: `Bearer ${accessToken}` },
    });
    expect(mine.json().items.map((m: { receipt: string }) => m.receipt)).toContain(created.json().receipt);
    expect((await app().inject({ url: '/api/v1/auth/registry-messages' })).statusCode).toBe(401);
  });

  it('takes the bearer scheme in any case on every route that needs the citizen (RFC 7235)', async () => {
    const { accessToken } = (await logIn(app(), provider().issuer)).response.json();
    const message = {
      rollNumber: '8101',
      topic: 'Memorandum',
      message: 'Is a memorandum due?',
      contactName: 'An Peeters',
      contactEmail: 'an.peeters@example.be',
      lang: 'nl',
    };
    for (const scheme of ['bearer', 'BEARER', 'bEaReR']) {
      const authorization = `${scheme} ${accessToken}`;
      expect((await app().inject({ url: '/api/v1/auth/me', headers: { authorization } })).statusCode).toBe(200);
      const list = await app().inject({ url: '/api/v1/auth/registry-messages', headers: { authorization } });
      expect(list.statusCode).toBe(200);
      const sent = await app().inject({
        method: 'POST',
        url: '/api/v1/auth/registry-messages',
        headers: { authorization },
        payload: message,
      });
      expect(sent.statusCode).toBe(201);
    }
    for (const authorization of [`Basic ${accessToken}`, `Bearer${accessToken}`, accessToken]) {
      expect((await app().inject({ url: '/api/v1/auth/me', headers: { authorization } })).statusCode).toBe(401);
    }
  });

  it('reports the identity provider in the health check', async () => {
    const res = await app().inject({ url: '/api/v1/health' });
    expect(res.json().checks.identityProvider).toMatchObject({ status: 'up' });
  });
});

describe('id token checks', () => {
  const url = useDatabase('sqlite');
  const provider = useIdentityProvider();
  const app = useApp(() => testConfig(authEnv(provider().issuer, url())));
  const client = () => app().auth.provider!;

  async function idToken(
    claims: Record<string, unknown>,
    key?: Parameters<SignJWT['sign']>[0],
    kid = provider().signingKey.kid,
  ) {
    const signingKey = key ?? (await importJWK(provider().signingKey, 'RS256'));
    return new SignJWT({ nonce: 'the-nonce-of-this-login', acr: LEVEL_300, ...claims })
      .setProtectedHeader({ alg: 'RS256', kid })
      .setIssuer(provider().issuer)
      .setAudience(CLIENT_ID)
      .setSubject('citizen-an-peeters')
      .setIssuedAt((claims.iat as number | undefined) ?? Math.floor(Date.now() / 1000))
      .setExpirationTime((claims.exp as number | undefined) ?? '10m')
      .sign(signingKey);
  }

  it("accepts a token signed with the provider's key", async () => {
    await expect(client().verifyIdToken(await idToken({}), 'the-nonce-of-this-login')).resolves.toMatchObject({
      sub: 'citizen-an-peeters',
    });
  });

  it('rejects a token signed with another key, an expired one, and one below level 300', async () => {
    const { privateKey } = await generateKeyPair('RS256');
    const now = Math.floor(Date.now() / 1000);
    const cases: [Promise<string>, string][] = [
      [idToken({}, privateKey), 'auth.id-token-invalid'],
      [idToken({ exp: now - 600, iat: now - 1200 }), 'auth.id-token-invalid'],
      [idToken({ acr: 'urn:be:fedict:iam:fas:citizen:Level100' }), 'auth.level-too-low'],
    ];
    for (const [token, code] of cases) {
      await expect(client().verifyIdToken(await token, 'the-nonce-of-this-login')).rejects.toMatchObject({ code });
    }
  });
});

describe('logging', () => {
  const url = useDatabase('sqlite');
  const provider = useIdentityProvider();

  it('writes neither the code nor any token to the log', async () => {
    let log = '';
    const stream = new Writable({
      write(chunk, _encoding, done) {
        log += String(chunk);
        done();
      },
    });
    const app = await buildApp(testConfig(authEnv(provider().issuer, url())), { logger: { level: 'trace', stream } });
    try {
      const { response, code } = await logIn(app, provider().issuer);
      const { accessToken, fedid } = response.json();
      await app.inject({ url: '/api/v1/auth/me', headers: { authorization: `Bearer ${accessToken}` } });
      await app.inject({ url: '/api/v1/auth/me', headers: { authorization: 'Bearer forged.token.value' } });
      expect(log).toContain('citizen logged in');
      for (const secret of [code, accessToken, fedid, CLIENT_SECRET, 'forged.token.value']) {
        expect(log).not.toContain(secret);
      }
    } finally {
      await app.close();
    }
  });
});
