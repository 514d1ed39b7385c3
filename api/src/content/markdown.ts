import { Marked, type Token, type Tokens } from 'marked';
import { sanitize } from './sanitize.js';
import { slugify } from './slug.js';

export interface TocEntry {
  id: string;
  depth: number;
  text: string;
}

export interface RenderedMarkdown {
  html: string;
  toc: TocEntry[];
  /** The text without markup, for search. */
  plain: string;
}

type Heading = Tokens.Heading & { anchor?: string };

/** `## Title {#fixed-id}`: an explicit anchor, kept the same in every language. */
const CUSTOM_ID = /\s*\{#([a-z0-9][a-z0-9-]*)\}\s*$/;

const marked = new Marked({
  gfm: true,
  renderer: {
    heading(this: { parser: { parseInline(tokens: Token[]): string } }, token: Tokens.Heading) {
      const id = (token as Heading).anchor;
      return `<h${token.depth}${id ? ` id="${id}"` : ''}>${this.parser.parseInline(token.tokens)}</h${token.depth}>\n`;
    },
  },
});

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };
const toText = (html: string, tagSeparator = ''): string =>
  html
    .replace(/<[^>]*>/g, tagSeparator)
    .replace(/&(?:amp|lt|gt|quot|#39);/g, (e) => ENTITIES[e] ?? e)
    .trim();

/** Takes a trailing `{#id}` off a heading's last text token. */
function takeCustomId(heading: Heading): string | undefined {
  const last = heading.tokens.at(-1);
  if (!last || last.type !== 'text') return undefined;
  const match = CUSTOM_ID.exec(last.raw);
  if (!match) return undefined;
  const text = last as Tokens.Text;
  text.raw = text.raw.replace(CUSTOM_ID, '');
  text.text = text.text.replace(CUSTOM_ID, '');
  heading.text = heading.text.replace(CUSTOM_ID, '');
  return match[1];
}

/** Renders editorial Markdown to safe HTML, giving every heading an anchor and collecting levels 2-3 as the toc. */
export function renderMarkdown(markdown: string): RenderedMarkdown {
  const tokens = marked.lexer(markdown);
  const used = new Map<string, number>();
  const toc: TocEntry[] = [];
  marked.walkTokens(tokens, (token) => {
    if (token.type !== 'heading') return;
    const heading = token as Heading;
    const custom = takeCustomId(heading);
    const text = toText(marked.parseInline(heading.text) as string);
    let id = custom ?? (slugify(text) || 'section');
    const seen = used.get(id) ?? 0;
    used.set(id, seen + 1);
    if (seen > 0) id = `${id}-${seen}`;
    heading.anchor = id;
    if (heading.depth === 2 || heading.depth === 3) toc.push({ id, depth: heading.depth, text });
  });
  const html = sanitize(marked.parser(tokens));
  return { html, toc, plain: toText(html, ' ').replace(/\s+/g, ' ') };
}
