import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import { testConfig, useApp, useDatabase } from '../helper.js';

/** `default-src 'none'; base-uri 'none'` → { 'default-src': ["'none'"], 'base-uri': ["'none'"] } */
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

/** One answer of each kind the API gives: JSON, an error, a document, a folder listing, a feed, content. */
const ANSWERS = [
  { kind: 'API JSON', url: '/api/v1/members?lang=fr', type: 'application/json' },
  { kind: 'API error', url: '/api/v1/nothing', type: 'application/json' },
  { kind: 'document', url: '/public/f/2024/2024-012f.pdf', type: 'application/pdf' },
  { kind: 'folder listing', url: '/public/f/', type: 'text/html' },
  { kind: 'Atom feed', url: '/api/v1/feeds/fr/judgments.atom', type: 'application/atom+xml' },
  { kind: 'iCalendar file', url: '/api/v1/calendar/fr/agenda.ics', type: 'text/calendar' },
  { kind: 'content', url: '/_content/fr/rules', method: 'POST' as const, type: 'application/json' },
];

describe('security headers', () => {
  const url = useDatabase('sqlite');
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  // The pages' policy, with the sections' origins, is the site server's (site-server/test/security/).
  it.each(ANSWERS)(
    'on a $kind: a CSP that allows nothing, no framing, nosniff, referrer and permissions policies',
    async (answer) => {
      const res = await app().inject({ url: answer.url, method: answer.method ?? 'GET', payload: answer.method && {} });
      expect(res.statusCode).toBeLessThan(500);
      expect(String(res.headers['content-type'])).toContain(answer.type);

      const csp = directives(res.headers['content-security-policy']);
      expect(csp).toEqual({
        'default-src': ["'none'"],
        'base-uri': ["'none'"],
        'form-action': ["'none'"],
        'frame-ancestors': ["'none'"],
      });

      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy']).toMatch(/camera=\(\).*microphone=\(\).*geolocation=\(\)/);
      expect(res.headers['strict-transport-security']).toBeUndefined();
    },
  );
});

describe('HSTS', () => {
  const url = useDatabase('sqlite');

  it.each(ANSWERS)('on a $kind: only over HTTPS as reported by a trusted proxy', async (answer) => {
    const trusting = await buildApp(testConfig({ DATABASE_URL: url(), TRUST_PROXY: 'true' }), { logger: false });
    const direct = await buildApp(testConfig({ DATABASE_URL: url() }), { logger: false });
    try {
      const request = { url: answer.url, method: answer.method ?? 'GET', payload: answer.method && {} };
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
