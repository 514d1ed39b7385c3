import { XMLParser, XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import { judgmentsFeed } from '../../src/feeds/atom.js';

describe('Atom documents', () => {
  it('keeps markup-like court texts as text', () => {
    const xml = judgmentsFeed('https://court.test', 'en', [
      {
        year: 2025,
        number: 7,
        ecli: 'ECLI:BE:GHCC:2025:ARR.007',
        date: '2025-03-01',
        languages: ['fr'],
        headnote: 'Art. 3 <script>alert(1)</script> & "quotes" ]]> end',
        summary: null,
      },
    ]);
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = new XMLParser({ ignoreAttributes: false }).parse(xml);
    const content: string = parsed.feed.entry.content['#text'];
    expect(content).toContain('<p>Art. 3 &lt;script&gt;alert(1)&lt;/script&gt; &amp; "quotes" ]]&gt; end</p>');
    expect(content).not.toContain('<script>');
    expect(parsed.feed['@_xml:lang']).toBe('en');
  });
});
