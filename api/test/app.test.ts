import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app.js';
import { errorCode, testConfig, useApp, useDatabase } from './helper.js';

describe('the server as a whole', () => {
  const url = useDatabase('sqlite');
  const app = useApp(() =>
    testConfig({
      DATABASE_URL: url(),
      OIDC_ISSUER: 'https://idp.example.be/fas',
      OIDC_CLIENT_ID: 'court-website',
      OIDC_CLIENT_SECRET: 'a-client-secret',
    }),
  );

  it('sends a request id, keeping a well-formed one from the caller', async () => {
    const res = await app().inject({ url: '/api/v1/members', headers: { 'x-request-id': 'abc-12345678' } });
    expect(res.headers['x-request-id']).toBe('abc-12345678');
    const generated = await app().inject({ url: '/api/v1/members', headers: { 'x-request-id': '<script>' } });
    expect(generated.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('opens GET of the API to every origin, and nothing else', async () => {
    const api = await app().inject({ url: '/api/v1/members', headers: { origin: 'https://news.example.com' } });
    expect(api.headers['access-control-allow-origin']).toBe('*');
    const content = await app().inject({
      method: 'POST',
      url: '/_content/fr/x',
      headers: { origin: 'https://news.example.com' },
      payload: {},
    });
    expect(content.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('answers 304 to a matching If-None-Match and compresses large answers', async () => {
    const first = await app().inject({ url: '/api/v1/juris/judgments?lang=fr&year=2024' });
    const again = await app().inject({
      url: '/api/v1/juris/judgments?lang=fr&year=2024',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    const gzip = await app().inject({
      url: '/api/v1/juris/judgments/2024/12?lang=fr',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(gzip.headers['content-encoding']).toBe('gzip');
  });

  it('answers 404 with the errors envelope for an unknown API route or method', async () => {
    for (const request of [{ url: '/api/v1/nothing' }, { url: '/api/v1/members', method: 'DELETE' as const }]) {
      const res = await app().inject(request);
      expect(res.statusCode).toBe(404);
      expect(errorCode(res.body)).toBe('not-found');
    }
  });
});

describe('failures', () => {
  const url = useDatabase('sqlite');

  it('answers a 500 without stack or SQL, and logs it with the request id', async () => {
    const lines: string[] = [];
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    });
    const app = await buildApp(testConfig({ DATABASE_URL: url() }), { logger: { level: 'error', stream } });
    app.get('/api/v1/boom', async () => {
      throw new Error('SQLITE_ERROR: no such column: secret in select secret from judgments');
    });
    try {
      const res = await app.inject({ url: '/api/v1/boom', headers: { 'x-request-id': 'req-boom-0001' } });
      expect(res.statusCode).toBe(500);
      expect(res.json()).toEqual({ errors: [{ code: 'internal-error' }] });
      expect(res.body).not.toMatch(/SQLITE|select|at .*\.ts/);
      const logged = lines.map((l) => JSON.parse(l) as { reqId?: string; err?: { message?: string } });
      expect(logged.some((l) => l.reqId === 'req-boom-0001' && l.err?.message?.includes('no such column'))).toBe(true);
    } finally {
      await app.close();
    }
  });

  it('limits clients to RATE_LIMIT_MAX API requests a minute, with Retry-After and the envelope', async () => {
    const app = await buildApp(testConfig({ DATABASE_URL: url(), RATE_LIMIT_MAX: '3' }), { logger: false });
    try {
      for (let i = 0; i < 3; i++) expect((await app.inject({ url: '/api/v1/members' })).statusCode).toBe(200);
      const limited = await app.inject({ url: '/api/v1/members' });
      expect(limited.statusCode).toBe(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
      expect(errorCode(limited.body)).toBe('too-many-requests');
      // Documents and static files are not counted.
      expect((await app.inject({ url: '/public/x/2024/' })).statusCode).not.toBe(429);
    } finally {
      await app.close();
    }
  });
});
