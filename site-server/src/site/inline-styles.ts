import { createHash } from 'node:crypto';
import { readBuildText } from './build-files.js';

/** A stylesheet of a build: its address, and the file this server reads it from. */
export interface Stylesheet {
  href: string;
  file: string;
}

/** The comment naming a stylesheet's source map, whose address is relative to the file, not to the page. */
const SOURCE_MAP_COMMENT = /\/\*# sourceMappingURL=[^*]*\*\/\s*$/;

/**
 * A first screen's stylesheet as a `<style>` element holding its rules: the page is painted as soon as its HTML
 * is there, where a `<link>` waited one more round trip, on a slow connection sharing the bandwidth with the
 * scripts (the site's stylesheets are a few KB each). The file unread, its `<link>`.
 *
 * `data-href` tells the scripts' stylesheet loader (mini-css-extract-plugin) that the file is there already; a
 * section's loader looks for it by its full address, which `data-section` asks the shell to write there (the
 * address the browser sees is the browser's to know: see shell/src/federation/section-styles.ts).
 */
export function styleElement({ href, file }: Stylesheet, { ofSection = false } = {}): string {
  const css = readBuildText(file);
  if (css === undefined || /<\/style/i.test(css)) return `<link rel="stylesheet" href="${href}">`;
  const owner = ofSection ? ' data-section' : '';
  return `<style data-href="${href}"${owner}>${css.replace(SOURCE_MAP_COMMENT, '')}</style>`;
}

const STYLE_ELEMENT = /<style\b[^>]*>([\s\S]*?)<\/style>/g;

/** The CSP sources (`'sha256-…'`) of the `<style>` elements in a page's head: the policy allows those only. */
export function inlineStyleHashes(html: string): string[] {
  const head = html.slice(0, Math.max(0, html.indexOf('</head>')));
  return [...head.matchAll(STYLE_ELEMENT)].map(
    ([, css]) => `'sha256-${createHash('sha256').update(css!).digest('base64')}'`,
  );
}
