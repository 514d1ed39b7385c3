import { describe, expect, it } from 'vitest';
import { addressMatcher } from '../../../src/auth/address-ranges.js';
import { expandRedirectUris, postLogoutUriFor } from '../../../src/auth/redirect-uris.js';
import { ConfigError, loadConfig } from '../../../src/config.js';

const PROVIDER = {
  OIDC_ISSUER: 'https://idp.iamfas.belgium.be/fas/oauth2',
  OIDC_CLIENT_ID: 'const-court',
  OIDC_CLIENT_SECRET: 'production-secret',
};

/** The message of the ConfigError that `env` stops the start with. */
function refusal(env: Record<string, string>): string {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.message;
  }
  throw new Error('the settings were accepted');
}

describe('login settings', () => {
  it('has no provider unless one is configured', () => {
    expect(loadConfig({}).oidcClient).toBeUndefined();
  });

  it('points at the real provider by configuration alone', () => {
    const config = loadConfig({
      ...PROVIDER,
      OIDC_REDIRECT_URIS: 'https://www.const-court.be/{lang}/auth/callback',
      AUTH_TOKEN_SECRET: 'x'.repeat(32),
    });
    expect(config.oidcIssuer).toBe(PROVIDER.OIDC_ISSUER);
    expect(config.oidcClient).toEqual({
      clientId: 'const-court',
      clientSecret: 'production-secret',
      redirectUris: ['https://www.const-court.be/{lang}/auth/callback'],
    });
    expect(config.authTokenSecrets).toEqual(['x'.repeat(32)]);
  });

  it('keeps the keys of the site tokens in the database unless AUTH_TOKEN_SECRET lists them', () => {
    expect(loadConfig({ ...PROVIDER, DATABASE_URL: 'postgres://court@db:5432/court' })).toMatchObject({
      authTokenSecrets: undefined,
      authKeyRotationDays: 7,
    });
    const [signing, verifyOnly] = ['s'.repeat(32), 'v'.repeat(40)];
    expect(loadConfig({ AUTH_TOKEN_SECRET: `${signing},${verifyOnly}` }).authTokenSecrets).toEqual([
      signing,
      verifyOnly,
    ]);
    expect(loadConfig({ AUTH_KEY_ROTATION_DAYS: '30' }).authKeyRotationDays).toBe(30);
  });

  it('names a wrong key without repeating it', () => {
    const secret = `${'k'.repeat(32)},a-second-key-too-short`;
    expect(() => loadConfig({ AUTH_TOKEN_SECRET: secret })).toThrow(
      'Invalid setting AUTH_TOKEN_SECRET: key 2 of 2 has fewer than 32 characters',
    );
    expect(refusal({ AUTH_TOKEN_SECRET: 'Zq7-secret' })).toMatch(/^Invalid setting AUTH_TOKEN_SECRET: (?!.*Zq7)/);
    expect(refusal({ ...PROVIDER, OIDC_CLIENT_SECRET: 'Zq7' })).toMatch(
      /^Invalid setting OIDC_CLIENT_SECRET: (?!.*Zq7)/,
    );
  });

  it('defaults the callbacks to this server', () => {
    expect(loadConfig({ ...PROVIDER, PORT: '9000' }).oidcClient?.redirectUris).toEqual([
      'http://localhost:9000/{lang}/auth/callback',
      'http://127.0.0.1:9000/{lang}/auth/callback',
    ]);
  });

  it.each([
    [{ OIDC_ISSUER: PROVIDER.OIDC_ISSUER }, 'OIDC_CLIENT_ID'],
    [{ OIDC_ISSUER: PROVIDER.OIDC_ISSUER, OIDC_CLIENT_ID: 'c' }, 'OIDC_CLIENT_SECRET'],
    [{ ...PROVIDER, OIDC_REDIRECT_URIS: 'https://site.example/after-login' }, 'OIDC_REDIRECT_URIS'],
    [{ AUTH_TOKEN_SECRET: 'short' }, 'AUTH_TOKEN_SECRET'],
    [{ AUTH_TOKEN_SECRET: `${'x'.repeat(32)},` }, 'AUTH_TOKEN_SECRET'],
    [{ AUTH_TOKEN_SECRET: `${'x'.repeat(32)},${'x'.repeat(32)}` }, 'AUTH_TOKEN_SECRET'],
    [{ AUTH_KEY_ROTATION_DAYS: '0' }, 'AUTH_KEY_ROTATION_DAYS'],
    [{ AUTH_KEY_ROTATION_DAYS: 'weekly' }, 'AUTH_KEY_ROTATION_DAYS'],
    [{ MATCH_114_RANGES: '10.0.0.0/33' }, 'MATCH_114_RANGES'],
    [{ MATCH_114_RANGES: '999.1.1.1/8' }, 'MATCH_114_RANGES'],
  ])('refuses %o naming %s', (env, setting) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(setting);
  });

  it('expands the language of the callbacks and finds the logout page beside them', () => {
    expect(expandRedirectUris(['https://site.example/{lang}/auth/callback'])).toEqual([
      'https://site.example/en/auth/callback',
      'https://site.example/nl/auth/callback',
      'https://site.example/fr/auth/callback',
      'https://site.example/de/auth/callback',
    ]);
    expect(postLogoutUriFor('https://site.example/nl/auth/callback')).toBe('https://site.example/nl/logout');
  });
});

describe('isMatch114', () => {
  const matches = addressMatcher(['192.0.2.0/24', '2001:db8::/32']);

  it('matches addresses inside the configured ranges, IPv4 seen through IPv6 too', () => {
    expect(matches('192.0.2.17')).toBe(true);
    expect(matches('::ffff:192.0.2.17')).toBe(true);
    expect(matches('2001:db8::1')).toBe(true);
  });

  it('does not match others, nor anything when no range is configured', () => {
    expect(matches('198.51.100.1')).toBe(false);
    expect(matches('2001:db9::1')).toBe(false);
    expect(addressMatcher([])('192.0.2.17')).toBe(false);
  });
});
