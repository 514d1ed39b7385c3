import type { SitemapEntries } from '@court/contract/schemas/site';
import {
  courtPaths,
  decisionsPaths,
  indexedPages,
  localized,
  offeredIn,
  SITE_LANGUAGES,
  type SiteLanguage,
} from '@court/site-map';

/** The sitemaps protocol's limit of URLs in one file; past it, /sitemap.xml becomes an index of parts. */
export const SITEMAP_MAX_URLS = 50_000;

export interface Alternate {
  /** A language code, or x-default for the address that picks the visitor's language. */
  hreflang: string;
  href: string;
}

export interface SitemapUrl {
  loc: string;
  lastmod?: string;
  /** Every language version of the page, itself included, as the hreflang rules ask. */
  alternates: Alternate[];
}

/** Characters XML does not allow as they are in text and attribute values. */
export function escapeXml(text: string): string {
  return text.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c]!,
  );
}

/** One entry per language of a page, each listing all of them; x-default is the address without a language. */
function languageVersions(
  origin: string,
  path: string,
  languages: readonly SiteLanguage[],
  lastmod?: string,
): SitemapUrl[] {
  const alternates: Alternate[] = [
    ...languages.map((lang) => ({ hreflang: lang, href: `${origin}${localized(lang, path)}` })),
    { hreflang: 'x-default', href: `${origin}/${path}` },
  ];
  return languages.map((lang) => ({ loc: `${origin}${localized(lang, path)}`, lastmod, alternates }));
}

const isSiteLanguage = (lang: string): lang is SiteLanguage => (SITE_LANGUAGES as readonly string[]).includes(lang);

/**
 * Every page of the site in every language it exists in: the fixed pages, each member's page and each judgment
 * in the languages the court published it in (its information card; English only where the court wrote one).
 * The members and judgments are the API's (`GET /api/v1/site/sitemap-entries`).
 */
export function sitemapUrls({ members, judgments }: SitemapEntries, origin: string): SitemapUrl[] {
  const urls: SitemapUrl[] = [];
  // Every page of the site map that a search engine should find, in the languages that offer it.
  for (const page of new Set(SITE_LANGUAGES.flatMap(indexedPages))) {
    urls.push(
      ...languageVersions(
        origin,
        page,
        SITE_LANGUAGES.filter((lang) => offeredIn(page, lang)),
      ),
    );
  }
  for (const { id } of members) urls.push(...languageVersions(origin, courtPaths.member(id), SITE_LANGUAGES));
  for (const row of judgments) {
    const languages = row.languages.filter(isSiteLanguage);
    if (languages.length === 0) continue;
    urls.push(...languageVersions(origin, decisionsPaths.judgment(row), languages, row.date.slice(0, 10)));
  }
  return urls;
}

const XML_DECLARATION = '<?xml version="1.0" encoding="UTF-8"?>\n';

export function renderUrlset(urls: SitemapUrl[]): string {
  const body = urls
    .map((url) => {
      const lines = [`  <url>`, `    <loc>${escapeXml(url.loc)}</loc>`];
      if (url.lastmod) lines.push(`    <lastmod>${escapeXml(url.lastmod)}</lastmod>`);
      for (const alt of url.alternates) {
        lines.push(
          `    <xhtml:link rel="alternate" hreflang="${escapeXml(alt.hreflang)}" href="${escapeXml(alt.href)}"/>`,
        );
      }
      lines.push('  </url>');
      return lines.join('\n');
    })
    .join('\n');
  return (
    XML_DECLARATION +
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n' +
    (body ? `${body}\n` : '') +
    '</urlset>\n'
  );
}

export const sitemapPartPath = (part: number): string => `/sitemaps/${part}.xml`;

export function renderIndex(origin: string, parts: number): string {
  const entries = Array.from(
    { length: parts },
    (_, i) => `  <sitemap>\n    <loc>${escapeXml(`${origin}${sitemapPartPath(i + 1)}`)}</loc>\n  </sitemap>`,
  );
  return (
    XML_DECLARATION +
    '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n' +
    `${entries.join('\n')}\n` +
    '</sitemapindex>\n'
  );
}

/** What /sitemap.xml answers: the URLs themselves, or an index of parts when there are too many for one file. */
export function sitemapDocument(origin: string, urls: SitemapUrl[], maxUrls = SITEMAP_MAX_URLS): string {
  return urls.length <= maxUrls ? renderUrlset(urls) : renderIndex(origin, Math.ceil(urls.length / maxUrls));
}

/** Part `part` (from 1) of a split sitemap, or undefined when there is no such part. */
export function sitemapPart(urls: SitemapUrl[], part: number, maxUrls = SITEMAP_MAX_URLS): string | undefined {
  if (urls.length <= maxUrls || part < 1 || (part - 1) * maxUrls >= urls.length) return undefined;
  return renderUrlset(urls.slice((part - 1) * maxUrls, part * maxUrls));
}
