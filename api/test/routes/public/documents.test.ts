import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, rawRequest, testConfig, useApp, useDatabase } from '../../helper.js';

const isPdf = (payload: Buffer) =>
  payload.subarray(0, 5).toString() === '%PDF-' && payload.subarray(-6).toString().includes('%%EOF');

describe.each(ENGINES)('document server on %s', (engine) => {
  const url = useDatabase(engine);
  let dataDir = '';
  const app = useApp(() => {
    const config = testConfig({ DATABASE_URL: url() });
    dataDir = config.dataDir;
    return config;
  });

  it('renders a judgment PDF on first request and serves it from the cache afterwards', async () => {
    const res = await app().inject({ url: '/public/f/2024/2024-012f.pdf' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(Number(res.headers['content-length'])).toBe(res.rawPayload.length);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers['accept-ranges']).toBe('bytes');
    expect(isPdf(res.rawPayload)).toBe(true);
    // Rendered files are kept under the version of what they show: here the seeded corpus.
    const cached = path.join(dataDir, 'public', 'rendered', 'corpus', 'f', '2024', '2024-012f.pdf');
    expect(fs.readFileSync(cached).equals(res.rawPayload)).toBe(true);
    const again = await app().inject({ url: '/public/f/2024/2024-012f.pdf' });
    expect(again.rawPayload.equals(res.rawPayload)).toBe(true);
  });

  it('renders each language version', async () => {
    const dutch = await app().inject({ url: '/public/n/2024/2024-101n.pdf' });
    const german = await app().inject({ url: '/public/d/2024/2024-101d.pdf' });
    expect([dutch.statusCode, german.statusCode]).toEqual([200, 200]);
    expect(dutch.rawPayload.equals(german.rawPayload)).toBe(false);
  });

  it('renders a document once when two requests arrive together', async () => {
    const [a, b] = await Promise.all([
      app().inject({ url: '/public/n/2025/2025-001n.pdf' }),
      app().inject({ url: '/public/n/2025/2025-001n.pdf' }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(a.rawPayload.equals(b.rawPayload)).toBe(true);
  });

  it('answers HEAD with the same headers as GET and no body', async () => {
    const get = await app().inject({ url: '/public/f/2024/2024-045f.pdf' });
    const head = await app().inject({ method: 'HEAD', url: '/public/f/2024/2024-045f.pdf' });
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    for (const header of [
      'content-type',
      'content-length',
      'etag',
      'last-modified',
      'cache-control',
      'accept-ranges',
    ]) {
      expect(head.headers[header], header).toBe(get.headers[header]);
    }
    const missing = await app().inject({ method: 'HEAD', url: '/public/d/2024/2024-045d.pdf' });
    expect(missing.statusCode).toBe(404);
  });

  it('answers a range request with 206 and the requested bytes', async () => {
    const full = await app().inject({ url: '/public/f/2024/2024-012f.pdf' });
    const part = await app().inject({ url: '/public/f/2024/2024-012f.pdf', headers: { range: 'bytes=100-199' } });
    expect(part.statusCode).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 100-199/${full.rawPayload.length}`);
    expect(part.rawPayload.equals(full.rawPayload.subarray(100, 200))).toBe(true);
    const beyond = await app().inject({ url: '/public/f/2024/2024-012f.pdf', headers: { range: 'bytes=999999-' } });
    expect(beyond.statusCode).toBe(416);
  });

  it('answers 404 with the envelope for a language version or judgment that does not exist', async () => {
    for (const missing of [
      '/public/d/2024/2024-012d.pdf',
      '/public/f/2025/2025-003f.pdf',
      '/public/f/2024/2024-999f.pdf',
    ]) {
      const res = await app().inject({ url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(errorCode(res.body)).toBe('not-found');
    }
  });

  it('redirects the permalink to the French version, else the Dutch one', async () => {
    const french = await app().inject({ url: '/12/2024.pdf' });
    expect(french.statusCode).toBe(302);
    expect(french.headers.location).toBe('/public/f/2024/2024-012f.pdf');
    const dutch = await app().inject({ url: '/3/2025.pdf' });
    expect(dutch.headers.location).toBe('/public/n/2025/2025-003n.pdf');
    expect((await app().inject({ url: '/999/2025.pdf' })).statusCode).toBe(404);
  });

  it('lists the PDFs of a year and the years of a language as plain HTML', async () => {
    const year = await app().inject({ url: '/public/n/2025/' });
    expect(year.statusCode).toBe(200);
    expect(year.headers['content-type']).toBe('text/html; charset=utf-8');
    const links = [...year.body.matchAll(/<a href="([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(['../', '2025-001n.pdf', '2025-002n.pdf', '2025-003n.pdf']);
    expect(year.body).toContain('<html lang="nl">');
    const german = await app().inject({ url: '/public/d/' });
    expect(german.body).toContain('href="2024/"');
    expect(german.body).not.toContain('href="2025/"');
    expect((await app().inject({ url: '/public/d/2025/' })).statusCode).toBe(404);
    const bare = await app().inject({ url: '/public/n/2025' });
    expect([bare.statusCode, bare.headers.location]).toEqual([301, '/public/n/2025/']);
  });

  it('serves the press release, publication and job offer PDFs the records point to', async () => {
    for (const file of [
      '/public/press/pr-2025-001-nl.pdf',
      '/public/publications/speech-2024-fr.pdf',
      '/public/jobs/job-open-nl.pdf',
    ]) {
      const res = await app().inject({ url: file });
      expect(res.statusCode, file).toBe(200);
      expect(isPdf(res.rawPayload)).toBe(true);
    }
  });

  it('answers 404 for member photos (the pages show their fallback) and unknown documents', async () => {
    for (const missing of ['/public/members/luc-lavrysen.jpg', '/public/press/unknown.pdf', '/public/press/PR.PDF']) {
      const res = await app().inject({ url: missing });
      expect(res.statusCode, missing).toBe(404);
      expect(errorCode(res.body)).toBe('not-found');
    }
  });

  it.each([
    ['/public/n/2024/..%2F..%2F..%2Fetc%2Fpasswd', 400],
    ['/public/n/2024/%2e%2e/%2e%2e/etc/passwd', 400],
    ['/public/%2E%2E/%2E%2E/court.sqlite', 400],
    ['/public/n/2024/2024-012n.pdf%00.txt', 400],
    ['/public/n\\2024\\2024-012n.pdf', 400],
    ['/public/n/2024/2024-12n.pdf', 400],
    ['/public/n/2024/2024-012f.pdf', 404],
    ['/public/n/2024/2023-012n.pdf', 404],
    ['/public/n/2024/2024-0012n.pdf', 404],
    ['/public/n/1900/1900-001n.pdf', 400],
    ['/public/x/2024/2024-012x.pdf', 404],
    ['/public/n/2024/court.sqlite', 400],
    ['/public/court.sqlite', 404],
    ['/public/.env', 404],
    ['/public/f/2024/2024-012f.pdf?download=1', 400],
    ['/public/..\\..\\court.sqlite', 400],
    ['/public/../data/court.sqlite', 400],
    ['/public/f/2024/../../../court.sqlite', 400],
    ['/12/../../2024.pdf', 400],
  ])('refuses %s with %i and the envelope', async (url, status) => {
    const res = await rawRequest(app(), url);
    expect(res.statusCode).toBe(status);
    expect(errorCode(res.body)).toBe(status === 400 ? 'invalid-request' : 'not-found');
  });
});
