import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/app.js';
import { tempDir, testConfig, useSite, useStubApi } from '../helper.js';

/** A built site as far as the headers are concerned: the shell's page and its runtime remotes file. */
function builtSite(remotes: Record<string, string>): { root: string; remotesFile: string } {
  const root = tempDir('court-site-');
  const shell = path.join(root, 'shell', 'dist');
  fs.mkdirSync(path.join(shell, 'config'), { recursive: true });
  fs.writeFileSync(
    path.join(shell, 'index.html'),
    '<!doctype html><title>Court</title><script src="/main.js"></script>',
  );
  fs.writeFileSync(path.join(shell, 'main.js'), 'console.log("shell")');
  const remotesFile = path.join(shell, 'config', 'remotes.json');
  fs.writeFileSync(remotesFile, JSON.stringify(remotes));
  return { root, remotesFile };
}

/** `script-src 'self' https://a` → { 'script-src': ["'self'", 'https://a'] } */
function directives(header: unknown): Record<string, string[]> {
  expect(typeof header).toBe('string');
  return Object.fromEntries(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name!, values]),
  );
}

const RULES_CDN = 'https://rules.cdn.example';

/** One answer of each kind the site gives: a page, a redirect, a file of an app, the runtime config, robots.txt. */
const ANSWERS = [
  { kind: 'HTML page', url: '/fr', type: 'text/html' },
  { kind: 'redirect', url: '/agenda', type: undefined },
  { kind: "app's file", url: '/main.js', type: 'javascript' },
  { kind: 'runtime config', url: '/config/remotes.json', type: 'application/json' },
  { kind: 'robots.txt', url: '/robots.txt', type: 'text/plain' },
  { kind: 'error', url: '/remotes/nothing/x.js', type: 'application/json' },
];

describe('security headers', () => {
  const api = useStubApi();
  const site = builtSite({
    court: '/remotes/court/mf-manifest.json',
    rules: `${RULES_CDN}/releases/42/mf-manifest.json`,
  });
  const app = useSite(() =>
    testConfig({
      API_ORIGIN: api().origin,
      SITE_ROOT: site.root,
      REMOTE_ORIGINS: 'https://cdn.example.be',
      OIDC_ISSUER: 'https://idp.example.be/fas',
    }),
  );

  it.each(ANSWERS)('on a $kind: strict CSP, no framing, nosniff, referrer and permissions policies', async (answer) => {
    const res = await app().inject({ url: answer.url });
    expect(res.statusCode).toBeLessThan(500);
    if (answer.type) expect(String(res.headers['content-type'])).toContain(answer.type);

    const csp = directives(res.headers['content-security-policy']);
    const sections = ["'self'", 'https://cdn.example.be', RULES_CDN];
    expect(csp['default-src']).toEqual(["'self'"]);
    expect(csp['script-src']).toEqual(sections);
    expect(csp['style-src']).toEqual(sections);
    expect(csp['connect-src']).toEqual(sections);
    expect(csp['object-src']).toEqual(["'none'"]);
    expect(csp['base-uri']).toEqual(["'self'"]);
    expect(csp['form-action']).toEqual(["'self'", 'https://idp.example.be']);
    expect(csp['frame-ancestors']).toEqual(["'none'"]);
    expect(csp['report-uri']).toEqual(['/csp-reports']);
    expect(String(res.headers['content-security-policy'])).not.toMatch(/unsafe-|\*|https?:(\s|;|$)/);

    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });

  it('follows the remotes file the shell reads: a section moved to another server is allowed without a restart', async () => {
    const before = directives((await app().inject({ url: '/fr' })).headers['content-security-policy']);
    expect(before['script-src']).not.toContain('https://search.cdn.example');

    fs.writeFileSync(
      site.remotesFile,
      JSON.stringify({
        search: 'https://search.cdn.example/7/mf-manifest.json',
        rules: '/remotes/rules/mf-manifest.json',
      }),
    );
    // The file is looked at again at most once a second.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    const after = directives((await app().inject({ url: '/fr' })).headers['content-security-policy']);
    expect(after['script-src']).toEqual(["'self'", 'https://cdn.example.be', 'https://search.cdn.example']);
    expect(after['script-src']).not.toContain(RULES_CDN);
  });

  it("leaves the API's answers as the API gave them: its own policy, none of the site's headers", async () => {
    const res = await app().inject({ url: '/api/v1/members?lang=fr' });
    expect(res.headers['x-stub']).toBe('api');
    expect(res.headers['content-security-policy']).toBe("default-src 'none'");
    expect(res.headers['x-frame-options']).toBeUndefined();
  });
});

describe('HSTS', () => {
  it.each(ANSWERS)('on a $kind: only over HTTPS as reported by a trusted proxy', async (answer) => {
    const trusting = await buildSite(testConfig({ TRUST_PROXY: 'true' }), { logger: false });
    const direct = await buildSite(testConfig(), { logger: false });
    try {
      const request = { url: answer.url };
      const https = { ...request, headers: { 'x-forwarded-proto': 'https' } };
      expect((await trusting.inject(https)).headers['strict-transport-security']).toBe(
        'max-age=31536000; includeSubDomains',
      );
      expect((await trusting.inject(request)).headers['strict-transport-security']).toBeUndefined();
      // Without a trusted proxy, anyone could claim HTTPS.
      expect((await direct.inject(https)).headers['strict-transport-security']).toBeUndefined();
    } finally {
      await Promise.all([trusting.close(), direct.close()]);
    }
  });
});
