import { useEffect } from 'react';
import { scriptSafeJson } from '../data/script-json';
import type { Locale } from '../locale/locales';
import { HEAD_OWNER, languageLinks } from './language-links';

/**
 * Machine-readable statements a page makes about what it shows, in `<head>`: `<meta>` and `<link>` tags and
 * JSON-LD data blocks (a judgment's ECLI metadata as Dublin Core terms and schema.org). Crawlers read them from
 * the HTML without running scripts, so the server's render writes them into the page's head; in the browser
 * they follow the page shown, replaced when another item is shown and gone on pages without any.
 */
export type HeadTag =
  { tag: 'meta' | 'link'; attributes: Readonly<Record<string, string>> } | { tag: 'json-ld'; data: unknown };

/** Marks the tags this module writes, in the server's HTML and in the browser alike. */
const OWNER = 'data-court-page-head';

/**
 * What the page being drawn on the server declares for its `<head>`, gathered while it renders (the effects
 * that write `<head>` in the browser do not run there); undefined in the browser and between renders.
 * Where several components declare a title, a description or languages, the outermost one's is kept, as in the
 * browser, where an outer component's effects run after those of the components inside it.
 */
let collected:
  { url: URL; title?: string; description?: string; languages?: readonly Locale[]; tags: HeadTag[] } | undefined;

/** On the server, before the page at `url` is drawn: what its components declare from now on is kept. */
export function startCollectingPageHead(url: string): void {
  collected = { url: new URL(url), tags: [] };
}

/** What a page drawn on the server puts in its `<head>`. */
export interface DrawnPageHead {
  /** The document's title as `useDocumentTitle` sets it; undefined when the page sets none. */
  title?: string;
  /** The page's own description (`useMetaDescription`); undefined when it has none. */
  description?: string;
  /** Markup: the canonical link and hreflang alternates of the page (`useLanguageLinks`), then its own tags. */
  head: string;
}

/** On the server, once the page is drawn: what it declared for its `<head>`; collecting stops. */
export function takeCollectedPageHead(): DrawnPageHead {
  const page = collected;
  collected = undefined;
  if (!page) return { head: '' };
  const links = languageLinks(page.url.origin, page.url.pathname, page.languages).map(({ key, attributes }) =>
    elementMarkup('link', { ...attributes, [HEAD_OWNER]: key }),
  );
  return {
    title: page.title,
    description: page.description,
    head: [...links, ...page.tags.map(headTagMarkup)].join(''),
  };
}

/** On the server, while a page is drawn: its document title (the first declared is the outermost). */
export function declarePageTitle(title: string): void {
  if (collected) collected.title ??= title;
}

/** On the server, while a page is drawn: its description. */
export function declarePageDescription(description: string): void {
  if (collected) collected.description ??= description;
}

/** On the server, while a page is drawn: the languages it exists in, when not all four. */
export function declarePageLanguages(languages: readonly Locale[]): void {
  if (collected) collected.languages ??= languages;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** A `<link>` or `<meta>` as HTML, its values escaped so that none breaks out of its tag; `mark` added as is. */
function elementMarkup(tag: 'meta' | 'link', attributes: Readonly<Record<string, string>>, mark = ''): string {
  const written = Object.entries(attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag}${written}${mark}>`;
}

/** One tag as HTML; a JSON-LD block is a data block, which no Content-Security-Policy stops (it does not run). */
export function headTagMarkup(tag: HeadTag): string {
  if (tag.tag === 'json-ld') return `<script type="application/ld+json" ${OWNER}>${scriptSafeJson(tag.data)}</script>`;
  return elementMarkup(tag.tag, tag.attributes, ` ${OWNER}`);
}

function headElement(tag: HeadTag): HTMLElement {
  if (tag.tag === 'json-ld') {
    const script = document.createElement('script');
    script.type = 'application/ld+json';
    script.textContent = scriptSafeJson(tag.data);
    script.setAttribute(OWNER, '');
    return script;
  }
  const element = document.createElement(tag.tag);
  for (const [name, value] of Object.entries(tag.attributes)) element.setAttribute(name, value);
  element.setAttribute(OWNER, '');
  return element;
}

/**
 * Puts `tags` in `<head>` while the page is shown. One page shows at a time, so its tags replace any there:
 * those the server drew with the page (no React element owns them) and those of the page before.
 */
export function usePageHead(tags: readonly HeadTag[]): void {
  // Drawn on the server, effects do not run: the render itself hands the tags over.
  collected?.tags.push(...tags);
  const key = JSON.stringify(tags);
  useEffect(() => {
    for (const stale of document.head.querySelectorAll(`[${OWNER}]`)) stale.remove();
    const elements = (JSON.parse(key) as HeadTag[]).map(headElement);
    document.head.append(...elements);
    return () => elements.forEach((element) => element.remove());
  }, [key]);
}
