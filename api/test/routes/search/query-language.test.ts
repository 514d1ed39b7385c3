import { describe, expect, it } from 'vitest';
import { ENGINES, testConfig, useApp, useDatabase } from '../../helper.js';
import { searchCorpus } from './search-corpus.js';

/**
 * The search language on both engines (src/search/query/parse.ts): OR, NOT and AND in the four languages'
 * spellings, parentheses, proximity, prefixes and field filters, and a 400 naming the position of what cannot be
 * read. The texts are those of search-corpus.ts: in French, 45/2024 « la pension de survie des cohabitants »,
 * 101/2024 « la pension de retraite des enseignants », 1/2025 « la survie de la pension », 2/2025 « demande de
 * suspension »; 12/2024 has the keyword « enseignement ».
 */

describe.each(ENGINES)('the search language on %s', (engine) => {
  const url = useDatabase(engine, searchCorpus);
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '0' }));

  const get = (path: string, params: Record<string, string>) =>
    app().inject({ url: `/api/v1/search/${path}?${new URLSearchParams(params).toString()}` });
  /** The judgments found, as n/yyyy, newest first. */
  const found = async (lang: string, term: string, path = 'full-text-judgments') => {
    const res = await get(path, { lang, term, sort: 'date' });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: { year: number; number: number }[] }>().items.map((h) => `${h.number}/${h.year}`);
  };

  it.each([
    ['fr', 'retraite OR cohabitants'],
    ['fr', 'retraite OU cohabitants'],
    ['nl', 'leerkrachten OF samenwonenden'],
    ['de', 'Unterricht ODER endgültig'],
  ])('%s: %s finds the judgments holding either word', async (lang, term) => {
    const [first, second] = term.split(/ (?:OR|OU|OF|ODER) /) as [string, string];
    const union = [...(await found(lang, first)), ...(await found(lang, second))];
    expect(union).toHaveLength(2);
    expect((await found(lang, term)).sort()).toEqual(union.sort());
  });

  it('keeps lower-case of, ou, oder, niet and et as words to find', async () => {
    expect(await found('fr', 'retraite ou cohabitants')).toEqual([]);
    expect(await found('nl', 'leerkrachten of samenwonenden')).toEqual([]);
    expect(await found('de', 'Unterricht oder endgültig')).toEqual([]);
    // « Het overlevingspensioen staat niet ter discussie » (1/2025) holds niet; 45/2024 does not.
    expect(await found('nl', 'overlevingspensioen niet')).toEqual(['1/2025']);
    expect(await found('nl', 'overlevingspensioen NIET discussie')).toEqual(['45/2024']);
  });

  it('excludes with NOT, NIET, SAUF, NICHT and a minus', async () => {
    for (const term of ['pension NOT retraite', 'pension SAUF retraite', 'pension -retraite']) {
      expect(await found('fr', term), term).toEqual(['1/2025', '45/2024']);
    }
    expect(await found('nl', 'overlevingspensioen NIET samenwonenden')).toEqual(['1/2025']);
    expect(await found('de', 'Urteil NICHT Klage')).toEqual(['101/2024']);
    expect(await found('fr', 'pension -(retraite OR cohabitants)')).toEqual(['1/2025']);
  });

  it('takes AND, ET, EN and UND as the words side by side', async () => {
    expect(await found('fr', 'pension ET survie')).toEqual(await found('fr', 'pension survie'));
    expect(await found('fr', 'pension AND survie')).toEqual(['1/2025', '45/2024']);
    expect(await found('nl', 'overlevingspensioen EN samenwonenden')).toEqual(['45/2024']);
    expect(await found('de', 'Urteil UND Klage')).toEqual(['2/2025']);
  });

  it('binds NOT before AND before OR, and groups with parentheses', async () => {
    expect(await found('fr', '(retraite OR cohabitants) pension')).toEqual(['101/2024', '45/2024']);
    expect(await found('fr', 'suspension OR pension survie')).toEqual(['2/2025', '1/2025', '45/2024']);
    expect(await found('fr', 'suspension OR pension NOT survie')).toEqual(['2/2025', '101/2024']);
    expect(await found('fr', '(retraite OR survie) -"pension de survie"')).toEqual(['1/2025', '101/2024']);
  });

  it('finds words and phrases near each other, in either order', async () => {
    expect(await found('fr', '"pension de survie" NEAR/3 cohabitants')).toEqual(['45/2024']);
    expect(await found('fr', 'cohabitants NEAR/1 "pension de survie"')).toEqual(['45/2024']);
    expect(await found('fr', 'survie NEAR/1 pension')).toEqual(['45/2024']);
    expect(await found('fr', 'survie NEAR/2 pension')).toEqual(['1/2025', '45/2024']);
    expect(await found('fr', 'survie NEAR pension')).toEqual(['1/2025', '45/2024']);
    expect(await found('fr', 'arret NEAR/3 cohabit*')).toEqual([]);
    expect(await found('fr', 'arret NEAR/6 cohabit*')).toEqual(['45/2024']);
  });

  it('matches prefixes', async () => {
    expect(await found('fr', 'retrai* OR cohab*')).toEqual(['101/2024', '45/2024']);
  });

  it('filters by keyword, norm, judgment number and roll number', async () => {
    // enseignants is in the text of 101/2024 and in a keyword of 12/2024.
    expect(await found('fr', 'enseignants')).toEqual(['101/2024', '12/2024']);
    expect(await found('fr', 'keyword:enseignants')).toEqual(['12/2024']);
    expect(await found('fr', 'keyword:"égalité"')).toHaveLength(5);
    expect(await found('fr', 'keyword:enseign* OR suspension')).toEqual(['2/2025', '12/2024']);
    // Only 2/2025 and 3/2025 (Dutch only) review article 20 of the law of 10 January 2021.
    expect(await found('de', 'Urteil norm:law-2021-01-10:20')).toEqual(['2/2025']);
    expect(await found('de', 'Urteil -norm:law-2021-01-10:20')).toEqual(['101/2024']);
    expect(await found('nl', 'norm:law-2021-01-10:20')).toEqual(['3/2025', '2/2025']);
    expect(await found('fr', 'pension norm:grondwet')).toEqual(['1/2025', '101/2024', '45/2024']);
    expect(await found('fr', 'pension norm:"loi du 10 janvier 2021"')).toEqual(['1/2025', '101/2024', '45/2024']);
    expect(await found('fr', 'pension norm:"loi du 11 janvier 2021"')).toEqual([]);
    expect(await found('fr', 'number:45/2024')).toEqual(['45/2024']);
    expect(await found('fr', 'pension number:45/2024,1/2025')).toEqual(['1/2025', '45/2024']);
    expect(await found('fr', 'suspension OR number:12/2024')).toEqual(['2/2025', '12/2024']);
    expect(await found('fr', 'roll:7012')).toEqual(['12/2024']);
    expect(await found('fr', 'keyword:égalité -roll:7012,7045 -number:1')).toEqual(['2/2025', '101/2024']);
  });

  it('searches the keywords, headnote and summary with the same language', async () => {
    expect(await found('fr', 'enseignement OR keyword:impôt', 'by-judgment-keywords-summary')).toHaveLength(5);
    expect(await found('fr', 'enseignement NOT number:12/2024', 'by-judgment-keywords-summary')).toEqual([]);
  });

  it('reads the language in the pending cases, with roll: as their one field', async () => {
    const cases = async (term: string) => {
      const res = await get('pending-cases', { lang: 'fr', term });
      expect(res.statusCode, res.body).toBe(200);
      return res.json<{ items: { rollNumber: string }[] }>().items.map((c) => c.rollNumber);
    };
    expect(await cases('loyers OR chômage')).toEqual(['8150', '8101']);
    expect(await cases('loyers OR roll:8150')).toEqual(['8150', '8101']);
    expect(await cases('(annulation NEAR/2 loi) -roll:8150')).toEqual(['8101']);
    const res = await get('pending-cases', { lang: 'fr', term: 'loyers keyword:impôt' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      errors: [
        {
          code: 'invalid-query',
          message: 'keyword: at position 8 is not a field of this search',
          position: 8,
          reason: 'field-not-here',
        },
      ],
    });
  });

  it.each([
    ['(pension survie', 1, 'Unclosed parenthesis at position 1', 'unclosed-parenthesis'],
    ['pension (survie OR retraite', 9, 'Unclosed parenthesis at position 9', 'unclosed-parenthesis'],
    ['pension survie)', 15, 'Unexpected ) at position 15', 'unexpected-parenthesis'],
    ['pension "de survie', 9, 'Unclosed quote at position 9', 'unclosed-quote'],
    ['pension OR', 9, 'OR at position 9 has nothing after it', 'nothing-after'],
    ['pension OU (survie NOT)', 20, 'NOT at position 20 has nothing after it', 'nothing-after'],
    ['OR pension', 1, 'OR at position 1 has nothing before it', 'nothing-before'],
    [
      'pension NEAR/0 survie',
      9,
      'NEAR/0 at position 9: the distance after NEAR/ must be a number from 1 to 20',
      'near-distance',
    ],
    ['pension NEAR/x survie', 9, 'NEAR/x at position 9', 'near-distance'],
    ['pension NEAR/25 survie', 9, 'NEAR/25 at position 9', 'near-distance'],
    ['(pension OR survie) NEAR cohabitants', 21, 'NEAR at position 21 must join two words or phrases', 'near-operands'],
    ['pension auteur:Dupont', 9, 'Unknown field auteur: at position 9', 'unknown-field'],
    ['pension keyword:', 9, 'keyword: at position 9 needs a value right after the colon', 'field-without-value'],
    ['pension number:42-2026', 9, 'number: at position 9 must be a list such as 42/2026,43/2026', 'field-value'],
    ['pension roll:,', 9, 'roll: at position 9 must be a list such as 7812,7965', 'field-value'],
    [
      'NOT pension',
      1,
      'The search needs at least one word to find: NOT at position 1 only excludes',
      'only-exclusions',
    ],
    [
      'pension OR -survie',
      12,
      'The search needs at least one word to find: - at position 12 only excludes',
      'only-exclusions',
    ],
    ['pension ()', 9, 'Empty parentheses at position 9', 'empty-parentheses'],
    ['p* survie', 1, 'A prefix needs at least 2 letters: p* at position 1', 'short-prefix'],
    [
      Array.from({ length: 17 }, (_, i) => `w${i}`).join(' '),
      55,
      'At most 16 words or phrases: w16 at position 55',
      'too-many-terms',
    ],
  ])('refuses %j with 400 invalid-query at position %i', async (term, position, message, reason) => {
    const res = await get('full-text-judgments', { lang: 'fr', term });
    expect(res.statusCode).toBe(400);
    const [error] = res.json<{ errors: { code: string; message: string; position?: number }[] }>().errors;
    expect(error).toMatchObject({ code: 'invalid-query', position, reason });
    expect(error?.message).toContain(message);
  });
});
