/**
 * The text of a search snippet and which words the search matched, read without a DOM so that the server and
 * the browser draw a results page the same way.
 *
 * The API writes snippets as text in which everything is escaped (`&amp; &lt; &gt; &quot; &#39;`) except the
 * `<mark>` around found words (api/src/search/highlight.ts). That is all this reads: `<mark>` and `</mark>`
 * change what is marked, character references are decoded, any other tag is dropped (with the content of a
 * `script`, `style` or `template`), and a `<` that opens no tag stays text, as a browser would read it. The page
 * then draws the parts as React text, so a snippet can only ever show text whatever it holds.
 */

export interface SnippetPart {
  text: string;
  marked: boolean;
}

/** The named references the API writes, and the few a hand-written snippet might; others stay as they are. */
const NAMED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

const REFERENCE = /&(?:#(\d{1,7})|#[xX]([0-9a-fA-F]{1,6})|([a-zA-Z]+));/g;

function codePoint(value: number): string {
  const valid = value > 0 && value <= 0x10ffff && !(value >= 0xd800 && value <= 0xdfff);
  return valid ? String.fromCodePoint(value) : '\ufffd';
}

export function decodeReferences(text: string): string {
  return text.replace(REFERENCE, (whole, decimal?: string, hex?: string, name?: string) => {
    if (decimal) return codePoint(Number.parseInt(decimal, 10));
    if (hex) return codePoint(Number.parseInt(hex, 16));
    return (name && NAMED[name.toLowerCase()]) ?? whole;
  });
}

/**
 * A comment (or a `<!…>` / `<?…>` the browser would read as one), or a start or end tag: `<` followed by a
 * letter (or `/` and a letter), its name, its attributes (quoted values may hold `>`), up to its `>` or the end
 * of the snippet, as the browser's tokenizer reads them.
 */
const MARKUP =
  /<!--[\s\S]*?(?:-->|$)|<[!?][^>]*(?:>|$)|<(\/?)([a-zA-Z][^\s/>]*)(?:[\s/](?:[^>"']|"[^"]*"|'[^']*')*)?(?:>|$)/g;

/** Elements whose content is never text to show. */
const HIDDEN_CONTENT = new Set(['script', 'style', 'template']);

export function snippetParts(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const add = (raw: string, marked: boolean) => {
    const text = decodeReferences(raw);
    if (!text) return;
    const last = parts[parts.length - 1];
    if (last && last.marked === marked) last.text += text;
    else parts.push({ text, marked });
  };
  let marks = 0;
  let cursor = 0;
  MARKUP.lastIndex = 0;
  for (let match = MARKUP.exec(html); match; match = MARKUP.exec(html)) {
    add(html.slice(cursor, match.index), marks > 0);
    cursor = match.index + match[0].length;
    const [, closing, tagName] = match;
    const name = tagName?.toLowerCase();
    if (name === 'mark') marks = closing ? Math.max(0, marks - 1) : marks + 1;
    else if (name && !closing && HIDDEN_CONTENT.has(name)) {
      // Skip to the element's end tag (or to the end of the snippet when it has none).
      const end = html.toLowerCase().indexOf(`</${name}`, cursor);
      const after = end < 0 ? -1 : html.indexOf('>', end);
      cursor = after < 0 ? html.length : after + 1;
      MARKUP.lastIndex = cursor;
    }
  }
  add(html.slice(cursor), marks > 0);
  return parts;
}
