import { describe, expect, it } from 'vitest';
import { renderMarkdown } from '../../src/content/markdown.js';

/** Markdown an editor could paste, or an attacker slip into a content file, to run script in a visitor's browser. */
const HOSTILE = {
  'script element': '<script>alert(1)</script>',
  'script split over lines': '<scr\nipt>alert(1)</script>',
  'event handler': '<img src="/x.png" onerror="alert(1)">',
  'event handler without quotes': '<img src=x onerror=alert(1)//>',
  'javascript: link (HTML)': '<a href="javascript:alert(1)">x</a>',
  'javascript: link (Markdown)': '[x](javascript:alert(1))',
  'javascript: link in capitals with spaces': '[x]( JaVaScRiPt:alert(1))',
  'javascript: autolink': '<javascript:alert(1)>',
  'entity-encoded javascript: link': '<a href="&#106;avascript&#58;alert(1)">x</a>',
  'tab inside the scheme': '<a href="jav&#x09;ascript:alert(1)">x</a>',
  'vbscript: link': '<a href="vbscript:msgbox(1)">x</a>',
  'data: link': '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  'data: image': '![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)',
  iframe: '<iframe src="https://evil.example"></iframe>',
  'iframe srcdoc': '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  'svg onload': '<svg onload="alert(1)"><circle r="1"/></svg>',
  'svg with script': '<svg><script>alert(1)</script></svg>',
  'math mutation':
    '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)></style></mglyph></table></mtext></math>',
  'object and embed': '<object data="x.swf"></object><embed src="x.swf">',
  'form posting elsewhere': '<form action="https://evil.example"><input name="p"><button>Go</button></form>',
  'style element and attribute':
    '<style>body{display:none}</style><p style="background:url(javascript:alert(1))">x</p>',
  'meta refresh': '<meta http-equiv="refresh" content="0;url=https://evil.example">',
  'base element': '<base href="https://evil.example/">',
  'heading anchor injection': '## Title {#x" onmouseover="alert(1)}',
  'link title breaking out': '[x](/fr "t\\" onmouseover=\\"alert(1)")',
  'HTML comment trick': '<!--><img src=x onerror=alert(1)>-->',
  'double-encoded entities': '&lt;script&gt;alert(1)&lt;/script&gt; &amp;lt;img src=x onerror=alert(1)&amp;gt;',
  'script in a code block': '```html\n<script>alert(1)</script>\n```',
};

const ALLOWED_TAGS = new Set(
  'h1 h2 h3 h4 h5 h6 p br hr ul ol li dl dt dd blockquote pre code em strong del s sup sub abbr a img table caption thead tbody tfoot tr th td'.split(
    ' ',
  ),
);

/** The tags of some HTML with their attributes, as a browser would read them. */
function tags(html: string): { name: string; attributes: Record<string, string> }[] {
  return [...html.matchAll(/<([a-zA-Z][\w-]*)([^>]*)>/g)].map(([, name, rest]) => ({
    name: name!.toLowerCase(),
    attributes: Object.fromEntries(
      [...rest!.matchAll(/([^\s=/]+)(?:="([^"]*)")?/g)].map(([, attribute, value]) => [
        attribute!.toLowerCase(),
        (value ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code))),
      ]),
    ),
  }));
}

describe('hostile Markdown through the content pipeline', () => {
  it.each(Object.entries(HOSTILE))('%s comes out inert', (_name, markdown) => {
    const { html, toc } = renderMarkdown(`# Page\n\n${markdown}\n\nAfter.`);
    for (const { name, attributes } of tags(html)) {
      expect(ALLOWED_TAGS, `<${name}> in ${html}`).toContain(name);
      for (const [attribute, value] of Object.entries(attributes)) {
        expect(attribute, html).not.toMatch(/^on|^style$|^srcdoc$|^formaction$/);
        if (attribute === 'href' || attribute === 'src') {
          // Only http(s), mailto, tel or a path of this site; nothing a browser would run.
          expect(value.replace(/\s/g, ''), html).toMatch(/^(https?:\/\/|mailto:|tel:|\/(?!\/)|#|[\w.-]+(\/|$))/i);
        }
      }
    }
    // Text that looks like markup is shown as text: escaped, never turned back into tags.
    expect(html).not.toMatch(/<(script|iframe|svg|math|object|embed|form|style|meta|base)\b/i);
    expect(html).toContain('After.');
    for (const entry of toc) expect(entry.id).toMatch(/^[a-z0-9-]+$/);
  });

  it('keeps the text of escaped markup visible instead of dropping it', () => {
    const { html } = renderMarkdown('`<script>alert(1)</script>` and &lt;b&gt;');
    expect(html).toContain('<code>&lt;script&gt;alert(1)&lt;/script&gt;</code>');
    expect(html).toContain('&lt;b&gt;');
  });
});
