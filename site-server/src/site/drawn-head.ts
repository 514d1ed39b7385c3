import { escapeXml } from '../sitemap/sitemap.js';

/**
 * What a page drawn on the server puts in `<head>`: its title and description (undefined where it sets none)
 * and the markup of its links and tags. A shell or section built before they drew it has none of them.
 */
export interface DrawnHead {
  title?: string;
  description?: string;
  head?: string;
}

/** index.html's title and description, the same for every page. */
const TITLE = /<title>[\s\S]*?<\/title>/;
const DESCRIPTION = /<meta name="?description"?[^>]*>/;

/**
 * index.html with the page's title and description in place of its own (each kept where the page sets none,
 * so there is always one of each), and the page's links and tags at the end of its head.
 */
export function withDrawnHead(index: string, { title, description, head = '' }: DrawnHead): string {
  return index
    .replace(TITLE, (tag) => (title === undefined ? tag : `<title>${escapeXml(title)}</title>`))
    .replace(DESCRIPTION, (tag) =>
      description === undefined ? tag : `<meta name="description" content="${escapeXml(description)}">`,
    )
    .replace('</head>', () => `${head}</head>`);
}
