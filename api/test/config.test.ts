import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSettingRefused } from '@court/server-kit/testing';
import { loadConfig, REPO_ROOT } from '../src/config.js';

describe('settings', () => {
  it('has defaults that serve the repository on port 8080 with SQLite under data/', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      databaseUrl: `sqlite:${path.join(REPO_ROOT, 'data', 'court.sqlite')}`,
      dataDir: path.join(REPO_ROOT, 'data'),
      contentDir: path.join(REPO_ROOT, 'content'),
      seedJudgments: 1500,
      rateLimitMax: 300,
      redis: undefined,
      trustProxy: false,
      firstScreenToken: undefined,
      mailingBaseUrl: undefined,
      oidcIssuer: undefined,
      authTokenSecrets: undefined,
      authKeyRotationDays: 7,
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      PORT: '9000',
      DATABASE_URL: 'postgres://court@db:5432/court',
      FIRST_SCREEN_TOKEN: 'a-first-screen-token-of-32-characters',
      TRUST_PROXY: '2',
      OIDC_ISSUER: 'https://idp.example.be/fas/oauth2',
      OIDC_CLIENT_ID: 'court-website',
      OIDC_CLIENT_SECRET: 'a-client-secret',
      REDIS_URL: 'rediss://:secret@cache.internal:6380/2',
    });
    expect(config.port).toBe(9000);
    expect(config.redis).toEqual({ url: 'rediss://:secret@cache.internal:6380/2', keyPrefix: 'court:' });
    expect(config.databaseUrl).toBe('postgres://court@db:5432/court');
    expect(config.firstScreenToken).toBe('a-first-screen-token-of-32-characters');
    expect(typeof config.trustProxy).toBe('function');
  });

  it("names the press console's client at the staff provider", () => {
    const issuer = 'https://staff-login.example.be/staff';
    expect(loadConfig({ STAFF_ISSUER: issuer }).staff).toEqual({
      issuer,
      audience: 'urn:const-court:publishing-api',
      consoleClientId: 'court-press-console',
    });
    expect(loadConfig({ STAFF_ISSUER: issuer, STAFF_CONSOLE_CLIENT_ID: 'press-console' }).staff?.consoleClientId).toBe(
      'press-console',
    );
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'mysql://x' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
    [{ SEED_JUDGMENTS: '0' }, 'SEED_JUDGMENTS'],
    [{ RATE_LIMIT_MAX: '-1' }, 'RATE_LIMIT_MAX'],
    [{ TRUST_PROXY: 'maybe' }, 'TRUST_PROXY'],
    [{ REDIS_URL: 'cache.internal:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'http://cache.internal:6379' }, 'REDIS_URL'],
    [{ REDIS_URL: 'redis://cache.internal', REDIS_KEY_PREFIX: 'court site' }, 'REDIS_KEY_PREFIX'],
    [{ MAILING_BASE_URL: 'not a url' }, 'MAILING_BASE_URL'],
    [{ OIDC_ISSUER: 'ftp://idp' }, 'OIDC_ISSUER'],
    [{ FIRST_SCREEN_TOKEN: 'short' }, 'FIRST_SCREEN_TOKEN'],
    [{ STAFF_CONSOLE_CLIENT_ID: 'press console' }, 'STAFF_CONSOLE_CLIENT_ID'],
  ])('stops on %o with a message naming %s', (env, setting) => {
    expectSettingRefused(() => loadConfig(env), setting);
  });
});
