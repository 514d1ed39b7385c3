import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { expectSettingRefused } from '@court/server-kit/testing';
import { loadConfig, REPO_ROOT } from '../src/config.js';

describe('settings', () => {
  it('has defaults that serve the repository on port 8080 in front of the API on 8082', () => {
    expect(loadConfig({})).toMatchObject({
      port: 8080,
      host: '0.0.0.0',
      apiOrigin: 'http://127.0.0.1:8082',
      firstScreenToken: undefined,
      siteRoot: REPO_ROOT,
      releasesDir: path.join(REPO_ROOT, 'releases'),
      pageCacheSeconds: 60,
      firstScreenBudgetMs: 800,
      contentPollMs: 1000,
      trustProxy: false,
      remoteOrigins: [],
    });
  });

  it('reads the environment', () => {
    const config = loadConfig({
      API_ORIGIN: 'https://api.internal:8443',
      FIRST_SCREEN_TOKEN: 'a-first-screen-token-of-32-characters',
      REMOTE_ORIGINS: 'https://a.example.be,https://b.example.be:8443',
      TRUST_PROXY: '1',
      FIRST_SCREEN_BUDGET_MS: '2500',
    });
    expect(config.firstScreenBudgetMs).toBe(2500);
    expect(config.apiOrigin).toBe('https://api.internal:8443');
    expect(config.firstScreenToken).toBe('a-first-screen-token-of-32-characters');
    expect(config.remoteOrigins).toEqual(['https://a.example.be', 'https://b.example.be:8443']);
    expect(typeof config.trustProxy).toBe('function');
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ API_ORIGIN: 'http://127.0.0.1:8082/api' }, 'API_ORIGIN'],
    [{ FIRST_SCREEN_TOKEN: 'short' }, 'FIRST_SCREEN_TOKEN'],
    [{ CONTENT_POLL_MS: '10' }, 'CONTENT_POLL_MS'],
    [{ FIRST_SCREEN_BUDGET_MS: '10' }, 'FIRST_SCREEN_BUDGET_MS'],
    [{ REMOTE_ORIGINS: 'https://a.example.be/path' }, 'REMOTE_ORIGINS'],
  ])('stops on %o with a message naming %s, never repeating a secret', (env, setting) => {
    expect(expectSettingRefused(() => loadConfig(env), setting).message).not.toContain('"short"');
  });
});
