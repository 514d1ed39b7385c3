import { afterEach, describe, expect, it, vi } from 'vitest';
import { decodeReferences, snippetParts, type SnippetPart } from '../snippet-parts';

/** How a browser reads the same snippet: its parser, then the text under and outside `<mark>`. */
function partsByBrowser(html: string): SnippetPart[] {
  const parts: SnippetPart[] = [];
  const walk = (node: Node, marked: boolean) => {
    node.childNodes.forEach((child) => {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.textContent ?? '';
        const last = parts[parts.length - 1];
        if (!text) return;
        if (last && last.marked === marked) last.text += text;
        else parts.push({ text, marked });
      } else if (child.nodeType === Node.ELEMENT_NODE && !['SCRIPT', 'STYLE', 'TEMPLATE'].includes(child.nodeName)) {
        walk(child, marked || child.nodeName === 'MARK');
      }
    });
  };
  // Opened in the body, where the parser keeps leading spaces as the blockquote of a hit would.
  walk(new DOMParser().parseFromString(`<body>${html}`, 'text/html').body, false);
  return parts;
}

describe('the parts of a snippet', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the text and the matched words, decoding what the API escapes', () => {
    expect(
      snippetParts('…rend l&#39;<mark>arrêt</mark> suivant &amp; <mark>fin</mark> &lt;b&gt; &quot;x&quot;'),
    ).toEqual([
      { text: "…rend l'", marked: false },
      { text: 'arrêt', marked: true },
      { text: ' suivant & ', marked: false },
      { text: 'fin', marked: true },
      { text: ' <b> "x"', marked: false },
    ]);
  });

  it('needs no DOM, so the server reads a snippet as the browser does', () => {
    vi.stubGlobal('DOMParser', undefined);
    vi.stubGlobal('document', undefined);
    expect(snippetParts('a <mark>b</mark>')).toEqual([
      { text: 'a ', marked: false },
      { text: 'b', marked: true },
    ]);
  });

  it('joins marked words next to each other, and an empty snippet has no parts', () => {
    expect(snippetParts('<mark>tax</mark><mark>es</mark> due')).toEqual([
      { text: 'taxes', marked: true },
      { text: ' due', marked: false },
    ]);
    expect(snippetParts('')).toEqual([]);
    expect(snippetParts('<mark></mark>')).toEqual([]);
  });

  it('drops other markup, and scripts, styles and templates with their content', () => {
    const html =
      'a <img src=x onerror="alert(1)"><script>alert("<mark>2</mark>")</script><b onclick="x>y">b</b> ' +
      '<STYLE>p{}</STYLE><template><mark>t</mark></template><!-- <mark>c</mark> --><mark class="m"><a href="javascript:x">c</a></mark>';
    expect(snippetParts(html)).toEqual([
      { text: 'a b ', marked: false },
      { text: 'c', marked: true },
    ]);
    expect(snippetParts(html)).toEqual(partsByBrowser(html));
  });

  it('keeps a < that opens no tag as text, as a browser does', () => {
    for (const html of ['a < b', 'a<1', 'x <', '<>', '1 <= 2 <mark>et</mark> 3 > 2']) {
      expect(snippetParts(html)).toEqual(partsByBrowser(html));
    }
  });

  it('reads numeric and named references, and leaves unknown ones as written', () => {
    expect(decodeReferences('&#233;&#xE9;&#X1F600;&nbsp;&AMP;&unknown;&#0;&#xD800;&amp')).toBe(
      'éé😀\u00a0&&unknown;\ufffd\ufffd&amp',
    );
  });

  // What the API writes, mixed at random; other tags are left out on purpose: the browser's parser moves marks
  // around misnested formatting tags (`<b><mark>x</b>y`), which no snippet holds and which would only be text.
  it('reads any mix of words, marks and references as the browser parser does', () => {
    const pieces = [
      'word',
      ' ',
      '<mark>',
      '</mark>',
      '&amp;',
      '&lt;',
      '&gt;',
      '&quot;',
      '&#39;',
      'l’arrêt',
      '…',
      '<',
      '1',
    ];
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    for (let run = 0; run < 1000; run++) {
      const html = Array.from(
        { length: 1 + Math.floor(random() * 12) },
        () => pieces[Math.floor(random() * pieces.length)],
      ).join('');
      expect(snippetParts(html), html).toEqual(partsByBrowser(html));
    }
  });
});
