import { describe, expect, it } from 'vitest';
import { editDistance, LanguageVocabulary } from '../../src/search/vocabulary.js';
import { ENGINES } from '../helper.js';
import { judgmentBody } from '../publishing/bodies.js';
import { usePublishingClientOn } from '../publishing/publishing-client.js';
import { useDatabase } from '../helper.js';
import { searchCorpus } from '../routes/search/search-corpus.js';

/**
 * A text search that finds nothing offers a looser text (src/search/looser-search.ts): the words the index does
 * not know corrected from its own vocabulary, or else the words joined by OR; only a text that finds judgments,
 * with its total. On both engines, with the vocabulary following what is published and withdrawn.
 */

interface Answer {
  total: number;
  items: { number: number; year: number }[];
  looserSearch?: { term: string; total: number; kind: 'spelling' | 'any-word' };
}

describe('the closest word of a vocabulary', () => {
  it('counts a swap of two neighbouring letters as one edit, and gives up beyond the maximum', () => {
    expect(editDistance('pensoin', 'pension', 2)).toBe(1);
    expect(editDistance('pension', 'pension', 2)).toBe(0);
    expect(editDistance('pesnion', 'pension', 2)).toBe(1);
    expect(editDistance('retraitte', 'retraite', 2)).toBe(1);
    expect(editDistance('abcdefgh', 'zyxwvuts', 2)).toBe(3);
  });

  it('prefers fewer edits, then the word most documents hold, and answers the form as written', () => {
    const vocabulary = new LanguageVocabulary('fr', [
      { word: 'egalite', form: 'égalité', documents: 40 },
      { word: 'legalite', form: 'légalité', documents: 90 },
      { word: 'egale', form: 'égale', documents: 5 },
    ]);
    expect(vocabulary.closest('egalitee')).toBe('égalité');
    expect(vocabulary.closest('egalit')).toBe('égalité');
    expect(vocabulary.knows('egalites')).toBe(true);
    expect(vocabulary.knows('egalitee')).toBe(false);
    expect(vocabulary.closest('xyzzyq')).toBeUndefined();
  });
});

describe.each(ENGINES)('a looser search on %s', (engine) => {
  const client = usePublishingClientOn(useDatabase(engine, searchCorpus));

  const search = async (params: Record<string, string>, path = 'full-text-judgments'): Promise<Answer> => {
    const res = await client().read(`/api/v1/search/${path}?${new URLSearchParams(params).toString()}`);
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer>();
  };

  /** The looser text offered, after checking that it finds what the answer says it finds. */
  const looser = async (params: Record<string, string>, path?: string) => {
    const answer = await search(params, path);
    expect(answer.total).toBe(0);
    if (answer.looserSearch) {
      const followed = await search({ ...params, term: answer.looserSearch.term }, path);
      expect(followed.total).toBe(answer.looserSearch.total);
      expect(followed.looserSearch).toBeUndefined();
    }
    return answer.looserSearch;
  };

  it('corrects a misspelt word to the word of the index that finds judgments', async () => {
    expect(await looser({ lang: 'fr', term: 'pensoin' })).toEqual({ term: 'pension', total: 3, kind: 'spelling' });
    expect(await looser({ lang: 'fr', term: 'suspenssion' })).toEqual({
      term: 'suspension',
      total: 1,
      kind: 'spelling',
    });
    // A Dutch compound, in another language than the page's.
    expect(await looser({ lang: 'en', textLang: 'nl', term: 'overlevingspensoen' })).toEqual({
      term: 'overlevingspensioen',
      total: 2,
      kind: 'spelling',
    });
  });

  it('keeps the operators, phrases and exclusions around a corrected word', async () => {
    expect(await looser({ lang: 'fr', term: 'pensoin -retraite' })).toEqual({
      term: 'pension -retraite',
      total: 2,
      kind: 'spelling',
    });
    expect(await looser({ lang: 'fr', term: '"pension de survei"' })).toEqual({
      term: '"pension de survie"',
      total: 1,
      kind: 'spelling',
    });
  });

  it('counts the looser text with the same filters', async () => {
    expect(await looser({ lang: 'fr', term: 'pensoin', judgmentDateFrom: '2025-01-01' })).toEqual({
      term: 'pension',
      total: 1,
      kind: 'spelling',
    });
  });

  it('joins words never found together by OR, in the language of the page', async () => {
    expect(await looser({ lang: 'fr', term: 'retraite suspension' })).toEqual({
      term: 'retraite OU suspension',
      total: 2,
      kind: 'any-word',
    });
    expect(await looser({ lang: 'nl', textLang: 'fr', term: 'retraite suspension' })).toEqual({
      term: 'retraite OF suspension',
      total: 2,
      kind: 'any-word',
    });
    // Corrected first, then joined.
    expect(await looser({ lang: 'de', textLang: 'fr', term: 'retraitte suspension' })).toEqual({
      term: 'retraite ODER suspension',
      total: 2,
      kind: 'any-word',
    });
  });

  it('offers nothing for a search that finds judgments, nor a text that finds none', async () => {
    const found = await search({ lang: 'fr', term: 'pension' });
    expect(found.total).toBe(3);
    expect(found).not.toHaveProperty('looserSearch');
    expect(await looser({ lang: 'fr', term: 'xyzzyq' })).toBeUndefined();
    // A text of OR and NEAR is not joined again; its unknown word has no neighbour in the index.
    expect(await looser({ lang: 'fr', term: 'xyzzyq OU qwxyzz' })).toBeUndefined();
  });

  it('takes its words from judgments published later, and forgets those withdrawn', async () => {
    const path = '/judgments/2026/777';
    expect(await looser({ lang: 'fr', term: 'migrateurz' })).toBeUndefined();
    const put = await client().put(path, 'publish:judgments', judgmentBody({ date: '2026-11-20' }));
    expect(put.statusCode, put.body).toBeLessThan(300);
    expect(await looser({ lang: 'fr', term: 'migrateurz' })).toEqual({
      term: 'migrateurs',
      total: 1,
      kind: 'spelling',
    });
    // The keywords and summary search, on a word of the headnote.
    expect(await looser({ lang: 'fr', term: 'oisaux' }, 'by-judgment-keywords-summary')).toEqual({
      term: 'oiseaux',
      total: 1,
      kind: 'spelling',
    });
    const withdrawn = await client().withdraw(path, 'publish:judgments');
    expect(withdrawn.statusCode, withdrawn.body).toBe(200);
    expect(await looser({ lang: 'fr', term: 'migrateurz' })).toBeUndefined();
  });
});
