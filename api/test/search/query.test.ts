import { describe, expect, it } from 'vitest';
import { Highlighter } from '../../src/search/highlight.js';
import { toFts5, toFts5Relevance, toTsqueries } from '../../src/search/query/compile.js';
import { parseQuery } from '../../src/search/query/parse.js';
import { stems } from '../../src/search/text/analyze.js';

describe('search text pipeline', () => {
  it('folds case and accents and stems per language', () => {
    expect(stems("Les ARRÊTS, l'arrêt et l'arret", 'fr')).toEqual(['le', 'arret', 'l', 'arret', 'et', 'l', 'arret']);
    expect(stems('arresten arrest', 'nl')).toEqual(['arrest', 'arrest']);
    expect(stems('Urteile Straße', 'de')).toEqual(['urteil', 'strass']);
  });
});

describe('search query syntax', () => {
  it('reads words, phrases, exclusions and prefixes', () => {
    expect(parseQuery('arrêts "pension de survie" -retraite cohabit*', 'fr')).toEqual({
      include: [
        { exclude: false, tokens: [{ stem: 'arret', prefix: false }] },
        {
          exclude: false,
          tokens: [
            { stem: 'pension', prefix: false },
            { stem: 'de', prefix: false },
            { stem: 'surv', prefix: false },
          ],
        },
        { exclude: false, tokens: [{ stem: 'cohab', prefix: true }] },
      ],
      exclude: [{ exclude: true, tokens: [{ stem: 'retrait', prefix: false }] }],
    });
  });

  it('takes an unclosed quote as a phrase to the end and a split word as a phrase', () => {
    expect(parseQuery('"non-discrimination', 'fr').include[0]?.tokens.map((t) => t.stem)).toEqual(['non', 'discrimin']);
  });

  it('refuses a query with nothing to find', () => {
    expect(() => parseQuery('-pension', 'fr')).toThrow('at least one word');
    expect(() => parseQuery('« »', 'fr')).toThrow('at least one word');
    expect(() => parseQuery('a*', 'fr')).toThrow('at least 2 letters');
    expect(() => parseQuery(Array.from({ length: 17 }, (_, i) => `w${i}`).join(' '), 'fr')).toThrow('At most 16');
  });

  it('compiles to FTS5 and tsquery from stems only', () => {
    const query = parseQuery('"pension de survie" -retraite cohabit* "or" NOT', 'fr');
    expect(toFts5(query, ['meta', 'body'])).toBe(
      '{meta body} : ((("pension" + "de" + "surv") AND ("cohab" *) AND ("or") AND ("not")) NOT ("retrait"))',
    );
    expect(toTsqueries(query)).toEqual({
      include: ["'pension' <-> 'de' <-> 'surv'", "'cohab':*", "'or'", "'not'"],
      exclude: ["'retrait'"],
      relevance: "('pension' <-> 'de' <-> 'surv') | ('cohab':*) | ('or') | ('not')",
      includeWords: ["'pension' & 'de' & 'surv'", "'cohab':*", "'or'", "'not'"],
    });
    expect(toFts5Relevance(query, 'meta')).toBe(
      '{meta} : (("pension" + "de" + "surv") OR ("cohab" *) OR ("or") OR ("not"))',
    );
  });
});

describe('snippets', () => {
  it('marks found words and escapes everything else', () => {
    const highlighter = new Highlighter(parseQuery('arrêts', 'fr'), 'fr');
    expect(highlighter.snippet('<script>alert(1)</script> Les arrêts & "les" arret')?.html).toBe(
      '&lt;script&gt;alert(1)&lt;/script&gt; Les <mark>arrêts</mark> &amp; &quot;les&quot; <mark>arret</mark>',
    );
    expect(highlighter.snippet('Rien à voir')).toBeUndefined();
  });

  it('cuts a long text around the first found word', () => {
    const words = Array.from({ length: 100 }, (_, i) => `mot${i}`);
    words[60] = 'pension';
    const html = new Highlighter(parseQuery('pension', 'fr'), 'fr').snippet(words.join(' '))?.html ?? '';
    expect(html.startsWith('…mot50 ')).toBe(true);
    expect(html).toContain('mot59 <mark>pension</mark> mot61');
    expect(html.endsWith('mot89…')).toBe(true);
  });
});
