import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { buildSite } from '../../src/app.js';
import { STUB_ENTRIES, testConfig, useSite, useStubApi } from '../helper.js';

interface Link {
  '@_rel': string;
  '@_hreflang': string;
  '@_href': string;
}
interface UrlEntry {
  loc: string;
  lastmod?: string;
  'xhtml:link': Link[];
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'xhtml:link' });
const ORIGIN = 'http://court.test';

describe('sitemap and robots.txt', () => {
  const api = useStubApi();
  const app = useSite(() => testConfig({ API_ORIGIN: api().origin }));
  const get = (path: string) => app().inject({ url: path, headers: { host: 'court.test' } });

  it('follows the sitemaps protocol: one urlset, absolute UTF-8 URLs on this host, under the size limits', async () => {
    const res = await get('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true);
    expect(XMLValidator.validate(res.body)).toBe(true);
    expect(Buffer.byteLength(res.body)).toBeLessThan(50 * 1024 * 1024);
    const { urlset } = parser.parse(res.body) as {
      urlset: { '@_xmlns': string; '@_xmlns:xhtml': string; url: UrlEntry[] };
    };
    expect(urlset['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(urlset['@_xmlns:xhtml']).toBe('http://www.w3.org/1999/xhtml');
    const locs = urlset.url.map((u) => u.loc);
    expect(locs.length).toBeLessThanOrEqual(50_000);
    expect(new Set(locs).size).toBe(locs.length);
    for (const entry of urlset.url) {
      expect(entry.loc.startsWith(`${ORIGIN}/`)).toBe(true);
      expect(entry.loc.length).toBeLessThan(2048);
      expect(entry.loc).toBe(new URL(entry.loc).href); // already percent-encoded, nothing left to escape
      if (entry.lastmod) expect(entry.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('lists every judgment in every language it exists in, each version pointing to all the others', async () => {
    const { urlset } = parser.parse((await get('/sitemap.xml')).body) as { urlset: { url: UrlEntry[] } };
    const byLoc = new Map(urlset.url.map((u) => [u.loc, u]));
    const rows = STUB_ENTRIES.judgments;
    const expected = rows.flatMap((r) => r.languages.map((lang) => `${ORIGIN}/${lang}/ARR/${r.number}/${r.year}`));
    const judgmentLocs = urlset.url.map((u) => u.loc).filter((loc) => loc.includes('/ARR/'));
    expect(judgmentLocs.sort()).toEqual(expected.sort());

    for (const row of rows) {
      const languages = row.languages;
      for (const lang of languages) {
        const entry = byLoc.get(`${ORIGIN}/${lang}/ARR/${row.number}/${row.year}`)!;
        expect(entry.lastmod).toBe(row.date);
        const links = entry['xhtml:link'];
        expect(links.every((l) => l['@_rel'] === 'alternate')).toBe(true);
        expect(links.map((l) => l['@_hreflang']).sort()).toEqual([...languages, 'x-default'].sort());
        for (const link of links.filter((l) => l['@_hreflang'] !== 'x-default')) {
          // Reciprocal: the alternate is itself listed, and names this version back.
          expect(byLoc.get(link['@_href'])?.['xhtml:link']).toEqual(links);
        }
      }
    }
    // 61/2025 has no English version.
    expect(byLoc.has(`${ORIGIN}/en/ARR/61/2025`)).toBe(false);
    expect(byLoc.has(`${ORIGIN}/en/ARR/12/2024`)).toBe(true);
  });

  it('lists the content pages in all four languages, and job offers not in English', async () => {
    const { urlset } = parser.parse((await get('/sitemap.xml')).body) as { urlset: { url: UrlEntry[] } };
    const locs = new Set(urlset.url.map((u) => u.loc));
    for (const lang of ['nl', 'fr', 'de', 'en']) {
      for (const page of ['', '/rule/anonymization-policy', '/court/presentation/history-of-the-court', '/agenda']) {
        expect(locs.has(`${ORIGIN}/${lang}${page}`)).toBe(true);
      }
      expect(locs.has(`${ORIGIN}/${lang}/court/presentation/members/luc-lavrysen`)).toBe(true);
    }
    expect(locs.has(`${ORIGIN}/fr/court/job-offers`)).toBe(true);
    expect(locs.has(`${ORIGIN}/en/court/job-offers`)).toBe(false);
    expect([...locs].some((loc) => /\/(auth|admin|mailing)\b/.test(loc))).toBe(false);
  });

  it("answers 503 while the API does not answer, rather than a sitemap without the court's items", async () => {
    const alone = await buildSite(testConfig({ API_ORIGIN: 'http://127.0.0.1:9' }), { logger: false });
    try {
      expect((await alone.inject({ url: '/sitemap.xml' })).statusCode).toBe(503);
    } finally {
      await alone.close();
    }
  });

  it('has no parts while everything fits in one file', async () => {
    expect((await get('/sitemaps/1.xml')).statusCode).toBe(404);
  });

  it('serves robots.txt naming the sitemap and keeping crawlers off the API and the press console', async () => {
    const res = await get('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Disallow: /*/media/console');
    expect(res.body).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`);
  });
});
