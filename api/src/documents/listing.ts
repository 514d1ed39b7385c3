import type { PdfLocale } from '../domain/references.js';

const escape = (text: string): string =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c);

/**
 * A plain folder listing like the court's document server shows: a heading, a link to the parent folder and one
 * link per entry. No script or style, so it reads well with any browser or screen reader.
 */
export function folderListing(folder: string, locale: PdfLocale, entries: string[]): string {
  const title = `Index of ${folder}`;
  const items = entries.map((name) => `<li><a href="${escape(name)}">${escape(name)}</a></li>`).join('\n');
  return `<!doctype html>
<html lang="${locale}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${escape(title)}</title></head>
<body>
<main>
<h1>${escape(title)}</h1>
<p><a href="../">Parent folder</a></p>
<ul>
${items}
</ul>
</main>
</body>
</html>
`;
}
