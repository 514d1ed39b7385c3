import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { sitemapDocument, sitemapPart, type SitemapUrl } from '../../src/sitemap/sitemap.js';

const origin = 'https://court.test';
const urls: SitemapUrl[] = Array.from({ length: 7 }, (_, i) => ({
  loc: `${origin}/fr/page-${i}?a=1&b=<2>`,
  alternates: [{ hreflang: 'fr', href: `${origin}/fr/page-${i}?a=1&b=<2>` }],
}));
const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === 'url' || name === 'sitemap' });

describe('sitemap documents', () => {
  it('becomes an index of parts when the URLs do not fit in one file', () => {
    const index = sitemapDocument(origin, urls, 3);
    expect(XMLValidator.validate(index)).toBe(true);
    const parsed = parser.parse(index);
    expect(parsed.sitemapindex['@_xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(parsed.sitemapindex.sitemap.map((s: { loc: string }) => s.loc)).toEqual([
      `${origin}/sitemaps/1.xml`,
      `${origin}/sitemaps/2.xml`,
      `${origin}/sitemaps/3.xml`,
    ]);
    const parts = [1, 2, 3].map((n) => parser.parse(sitemapPart(urls, n, 3)!).urlset.url as { loc: string }[]);
    expect(parts.map((p) => p.length)).toEqual([3, 3, 1]);
    expect(parts.flat().map((u) => u.loc)).toEqual(urls.map((u) => u.loc));
    expect(sitemapPart(urls, 4, 3)).toBeUndefined();
  });

  it('escapes what XML does not allow as it is', () => {
    const xml = sitemapDocument(origin, urls.slice(0, 1));
    expect(xml).toContain('<loc>https://court.test/fr/page-0?a=1&amp;b=&lt;2&gt;</loc>');
    expect(XMLValidator.validate(xml)).toBe(true);
  });
});
