import { describe, expect, it } from 'vitest';
import { Highlighter } from '../../src/search/highlight.js';
import {
  toFts5,
  tsAnyWord,
  toFts5Relevance,
  tsLeaf,
  tsLeafWords,
  tsRelevance,
  tsTermsWithGaps,
  type TextQuery,
} from '../../src/search/query/compile.js';
import { parseQuery } from '../../src/search/query/parse.js';
import { positiveTextLeaves, type NearNode, type TermsNode } from '../../src/search/query/tree.js';
import { stems } from '../../src/search/text/analyze.js';
import { stopWordsOf } from '../../src/search/text/stop-words.js';

describe('search text pipeline', () => {
  it('folds case and accents and stems per language', () => {
    expect(stems("Les ARRÊTS, l'arrêt et l'arret", 'fr')).toEqual(['le', 'arret', 'l', 'arret', 'et', 'l', 'arret']);
    expect(stems('arresten arrest', 'nl')).toEqual(['arrest', 'arrest']);
    expect(stems('Urteile Straße', 'de')).toEqual(['urteil', 'strass']);
  });
});

const word = (stem: string, prefix = false) => ({ stem, prefix });
const terms = (...stems: string[]) => ({ kind: 'terms', tokens: stems.map((stem) => word(stem)) });

describe('search query syntax', () => {
  it('reads words, phrases, exclusions and prefixes as one AND group', () => {
    expect(parseQuery('arrêts "pension de survie" -retraite cohabit*', 'fr')).toEqual({
      kind: 'and',
      include: [terms('arret'), terms('pension', 'de', 'surv'), { kind: 'terms', tokens: [word('cohab', true)] }],
      exclude: [terms('retrait')],
    });
  });

  it('binds NOT before AND before OR, in the four languages, and upper case only', () => {
    expect(parseQuery('a1 OU b1 c1 SAUF d1', 'fr')).toEqual({
      kind: 'or',
      any: [terms('a1'), { kind: 'and', include: [terms('b1'), terms('c1')], exclude: [terms('d1')] }],
    });
    expect(parseQuery('(a1 OF b1) EN c1 NIET d1', 'nl')).toEqual(parseQuery('(a1 OR b1) AND c1 NOT d1', 'fr'));
    expect(parseQuery('(a1 ODER b1) UND c1 NICHT d1', 'de')).toEqual(parseQuery('(a1 OR b1) c1 -d1', 'fr'));
    expect(parseQuery('a1 of b1', 'nl')).toEqual({
      kind: 'and',
      include: [terms('a1'), terms('of'), terms('b1')],
      exclude: [],
    });
  });

  it('reads proximity, a split word as a phrase, and field filters', () => {
    expect(parseQuery('"pension de survie" NEAR/3 cohabit*', 'fr')).toEqual({
      kind: 'near',
      sides: [terms('pension', 'de', 'surv'), { kind: 'terms', tokens: [word('cohab', true)] }],
      distance: 3,
    });
    expect(parseQuery('a1 NEAR b1', 'fr')).toMatchObject({ kind: 'near', distance: 10 });
    expect(parseQuery('non-discrimination', 'fr')).toEqual(terms('non', 'discrimin'));
    expect(parseQuery('keyword:égalités norm:const-1994:10 number:42/2026,43 roll:"7812 7965"', 'fr')).toEqual({
      kind: 'and',
      include: [
        { kind: 'field', field: 'keyword', terms: terms('egalit') },
        { kind: 'field', field: 'norm', norm: 'const-1994', article: '10' },
        {
          kind: 'field',
          field: 'number',
          numbers: [
            { number: 42, year: 2026 },
            { number: 43, year: undefined },
          ],
        },
        { kind: 'field', field: 'roll', rolls: ['7812', '7965'] },
      ],
      exclude: [],
    });
  });

  it('refuses a query it cannot read or with nothing to find, naming the position', () => {
    expect(() => parseQuery('-pension', 'fr')).toThrow('at least one word');
    expect(() => parseQuery('« »', 'fr')).toThrow('at least one word');
    expect(() => parseQuery('a*', 'fr')).toThrow('at least 2 letters');
    expect(() => parseQuery(Array.from({ length: 17 }, (_, i) => `w${i}`).join(' '), 'fr')).toThrow('At most 16');
    expect(() => parseQuery('"non-discrimination', 'fr')).toThrow('Unclosed quote at position 1');
    expect(() => parseQuery('a1 NEAR b1 NEAR c1', 'fr')).toThrow('NEAR at position 4 must join two words or phrases');
    expect(() => parseQuery('a1 NOT -b1', 'fr')).toThrow('- at position 8 follows another exclusion');
    expect(() => parseQuery('a1 number:x', 'fr', ['roll'])).toThrow('number: at position 4 is not a field');
  });

  it('compiles to FTS5 and tsquery from stems only', () => {
    const query = parseQuery('"pension de survie" -retraite (cohabit* OR "or") not', 'fr') as TextQuery;
    expect(toFts5(query, ['meta', 'body'])).toBe(
      '{meta body} : ((("pension" + "de" + "surv") AND (("cohab" *) OR ("or")) AND ("not")) NOT (("retrait")))',
    );
    const leaves = positiveTextLeaves(query);
    expect(toFts5Relevance(leaves, 'meta')).toBe(
      '{meta} : (("pension" + "de" + "surv") OR ("cohab" *) OR ("or") OR ("not"))',
    );
    expect(tsRelevance(leaves)).toBe("('pension' <-> 'de' <-> 'surv') | ('cohab':*) | ('or') | ('not')");
    expect(tsAnyWord(leaves)).toBe("'pension' | 'de' | 'surv' | 'cohab':* | 'or' | 'not'");
    expect(tsAnyWord([])).toBeUndefined();
    const near = parseQuery('"pension de" NEAR/1 survie', 'fr') as NearNode;
    expect(toFts5(near, ['meta'])).toBe('{meta} : (NEAR("pension" + "de" "surv", 1))');
    expect(tsLeaf(near)).toBe(
      "('pension' <-> 'de') <1> ('surv') | ('surv') <1> ('pension' <-> 'de') | " +
        "('pension' <-> 'de') <2> ('surv') | ('surv') <2> ('pension' <-> 'de')",
    );
    expect(tsLeafWords(near)).toBe("'pension' & 'de' & 'surv'");
  });

  it('looks a phrase up without its function words first, their places kept as distances', () => {
    const dutch = stopWordsOf('nl');
    const phrase = parseQuery('"artikelen 10 en 11 van de Grondwet"', 'nl') as TermsNode;
    expect(tsTermsWithGaps(phrase, dutch)).toBe("'artikel' <-> '10' <2> '11' <3> 'grondwet'");
    expect(tsLeafWords(phrase, dutch)).toBe("'artikel' & '10' & '11' & 'grondwet'");
    // Ranked, and found for ranking, by the same telling words, of each phrase (here a proximity's sides).
    expect(tsRelevance([phrase], dutch)).toBe("('artikel' <-> '10' <2> '11' <3> 'grondwet')");
    expect(tsAnyWord([phrase], dutch)).toBe("'artikel' | '10' | '11' | 'grondwet'");
    const near = parseQuery('"van de" NEAR/1 "raad van state"', 'nl') as NearNode;
    expect(tsRelevance([near], dutch)).toBe(
      "(('van' <-> 'de') <1> ('rad' <2> 'stat') | ('rad' <2> 'stat') <1> ('van' <-> 'de') | " +
        "('van' <-> 'de') <2> ('rad' <2> 'stat') | ('rad' <2> 'stat') <2> ('van' <-> 'de'))",
    );
    expect(tsAnyWord([near], dutch)).toBe("'van' | 'de' | 'rad' | 'stat'");
    // Leading and trailing function words go; a phrase of function words only, or of none, stays as it is.
    const french = stopWordsOf('fr');
    expect(tsTermsWithGaps(parseQuery('"de la pension de survie et"', 'fr') as TermsNode, french)).toBe(
      "'pension' <2> 'surv'",
    );
    expect(tsTermsWithGaps(parseQuery('"de la"', 'fr') as TermsNode, french)).toBeUndefined();
    expect(tsLeafWords(parseQuery('"de la"', 'fr') as TermsNode, french)).toBe("'de' & 'la'");
    expect(tsTermsWithGaps(parseQuery('"pension survie"', 'fr') as TermsNode, french)).toBeUndefined();
    // A prefix is never left out.
    const prefixed: TermsNode = {
      kind: 'terms',
      tokens: [
        { stem: 'de', prefix: true },
        { stem: 'la', prefix: false },
      ],
    };
    expect(tsTermsWithGaps(prefixed, french)).toBe("'de':*");
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
