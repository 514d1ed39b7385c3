import { useEffect } from 'react';
import { scriptSafeJson } from '../data/script-json';

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

/** Tags written by the page being drawn on the server; undefined in the browser and between renders. */
let collected: HeadTag[] | undefined;

/** On the server, before a page is drawn: the tags its components declare from now on are kept. */
export function startCollectingPageHead(): void {
  collected = [];
}

/** On the server, once the page is drawn: its tags as HTML for its `<head>`; collecting stops. */
export function takeCollectedPageHead(): string {
  const tags = collected ?? [];
  collected = undefined;
  return tags.map(headTagMarkup).join('');
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** One tag as HTML; a JSON-LD block is a data block, which no Content-Security-Policy stops (it does not run). */
export function headTagMarkup(tag: HeadTag): string {
  if (tag.tag === 'json-ld') return `<script type="application/ld+json" ${OWNER}>${scriptSafeJson(tag.data)}</script>`;
  const attributes = Object.entries(tag.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<${tag.tag}${attributes} ${OWNER}>`;
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
  collected?.push(...tags);
  const key = JSON.stringify(tags);
  useEffect(() => {
    for (const stale of document.head.querySelectorAll(`[${OWNER}]`)) stale.remove();
    const elements = (JSON.parse(key) as HeadTag[]).map(headElement);
    document.head.append(...elements);
    return () => elements.forEach((element) => element.remove());
  }, [key]);
}
