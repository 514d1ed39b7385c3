import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';
import { searchCorpus } from './search-corpus.js';

interface Hit {
  year: number;
  number: number;
  score: number | null;
  snippets: { field: string; paragraphId: string | null; html: string }[];
}

describe.each(ENGINES)('full-text search of judgments on %s', (engine) => {
  const url = useDatabase(engine, searchCorpus);
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '0' }));

  const search = async (params: Record<string, string>, path = 'full-text-judgments') => {
    const res = await app().inject({ url: `/api/v1/search/${path}?${new URLSearchParams(params).toString()}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: Hit[]; total: number; facets: Record<string, { value: string; count: number }[]> }>();
  };
  /** The judgments found, as n/yyyy, newest first. */
  const found = async (lang: string, term: string, extra: Record<string, string> = {}) => {
    const body = await search({ lang, term, sort: 'date', ...extra });
    expect(body.total).toBe(body.items.length);
    return body.items.map((hit) => `${hit.number}/${hit.year}`);
  };

  it('finds French words whatever their inflection and accents', async () => {
    expect(await found('fr', 'arrêts')).toEqual(['45/2024', '12/2024']);
    expect(await found('fr', 'arret')).toEqual(['45/2024', '12/2024']);
    expect(await found('fr', 'ARRÊT')).toEqual(['45/2024', '12/2024']);
  });

  it('finds Dutch and German inflections', async () => {
    expect(await found('nl', 'arresten')).toEqual(['45/2024', '12/2024']);
    expect(await found('nl', 'arrest')).toEqual(['45/2024', '12/2024']);
    expect(await found('de', 'Urteile')).toEqual(['2/2025', '101/2024']);
    expect(await found('de', 'urteil')).toEqual(['2/2025', '101/2024']);
  });

  it('matches quoted phrases only with their words adjacent and in order', async () => {
    expect(await found('fr', 'pension survie')).toEqual(['1/2025', '45/2024']);
    expect(await found('fr', '"pension de survie"')).toEqual(['45/2024']);
    expect(await found('nl', '"van het hof"')).toEqual(['12/2024']);
    expect(await found('de', '"Urteil ist endgültig"')).toEqual(['2/2025']);
  });

  it('excludes words and phrases marked with a minus', async () => {
    expect(await found('fr', 'pension')).toEqual(['1/2025', '101/2024', '45/2024']);
    expect(await found('fr', 'pension -retraite')).toEqual(['1/2025', '45/2024']);
    expect(await found('fr', 'pension -"pension de survie"')).toEqual(['1/2025', '101/2024']);
    expect(await found('de', 'Urteil -Klage')).toEqual(['101/2024']);
    expect(await found('nl', 'overlevingspensioen -samenwonenden')).toEqual(['1/2025']);
  });

  it('matches prefixes marked with a star', async () => {
    expect(await found('fr', 'cohabit*')).toEqual(['45/2024']);
    expect(await found('nl', 'overlevings*')).toEqual(['1/2025', '45/2024']);
    expect(await found('nl', 'arresten*')).toEqual(['45/2024', '12/2024']);
    expect(await found('de', 'Gerichtsh*')).toEqual(['101/2024']);
  });

  it('shows where a word was found: the paragraph and a passage marked up as safe HTML', async () => {
    const body = await search({ lang: 'fr', term: 'arrêts', sort: 'date' });
    const hit = body.items.find((h) => h.number === 12);
    expect(hit?.snippets[0]).toEqual({
      field: 'paragraph',
      paragraphId: 'B.7.3',
      html: 'Les <mark>arrêts</mark> antérieurs de la Cour &lt;b&gt;jugent&lt;/b&gt; que l&#39;impôt est discriminatoire &amp; injuste.',
    });
  });

  it('searches the keywords, headnote and summary alone on request', async () => {
    // Judgment 3/2025 has keywords in Dutch only.
    expect(await found('fr', 'égalité')).toHaveLength(5);
    const body = await search({ lang: 'fr', term: 'egalite', sort: 'date' }, 'by-judgment-keywords-summary');
    expect(body.total).toBe(5);
    expect(body.items[0]?.snippets[0]).toMatchObject({ field: 'keywords', html: 'impôt · <mark>égalité</mark>' });
    const inText = await search({ lang: 'fr', term: 'arrêts' }, 'by-judgment-keywords-summary');
    expect(inText.total).toBe(0);
  });

  it('counts the hits per filter value, each filter counted with the others applied', async () => {
    const body = await search({ lang: 'fr', term: 'pension', judgmentType: 'QuestionsReferred' });
    expect(body.total).toBe(1);
    const count = (facet: string, value: string) => body.facets[facet]?.find((f) => f.value === value)?.count;
    expect(count('judgmentTypes', 'ActionForCancellation')).toBe(2);
    expect(count('judgmentTypes', 'QuestionsReferred')).toBe(1);
    expect(count('applicantTypes', 'court')).toBe(1);
    expect(count('applicantTypes', 'individual')).toBe(0);
    expect(count('jurisdictionAreas', 'civil')).toBe(1);
  });

  it('filters by the date ranges and orders by score, date or headnote', async () => {
    expect(await found('fr', 'pension', { judgmentDateFrom: '2024-05-01', judgmentDateTo: '2024-12-31' })).toEqual([
      '101/2024',
    ]);
    expect(await found('fr', 'pension', { officialJournalDateFrom: '2024-06-01' })).toEqual(['45/2024']);
    expect(await found('fr', 'pension', { order: 'asc' })).toEqual(['45/2024', '101/2024', '1/2025']);
    const alphabetical = await search({ lang: 'fr', term: 'pension', sort: 'alphabetical' });
    expect(alphabetical.items.map((h) => h.number)).toEqual([1, 45, 101]);
    // Relevance is how well the headnote, keywords and summary hold the words; found only in the full text
    // scores 0, newest first.
    const byScore = await search({ lang: 'fr', term: 'pension' });
    expect(byScore.items.map((h) => [h.number, h.score])).toEqual([
      [1, 0],
      [101, 0],
      [45, 0],
    ]);
    const inKeywords = await search({ lang: 'fr', term: 'égalité' });
    expect(inKeywords.items.every((h) => (h.score ?? 0) > 0)).toBe(true);
  });

  it.each([
    ['an unknown sort', { term: 'pension', sort: 'relevance' }, 'invalid-request'],
    [
      'a reversed date range',
      { term: 'pension', judgmentDateFrom: '2025-01-01', judgmentDateTo: '2024-01-01' },
      'invalid-date-range',
    ],
    ['an impossible date', { term: 'pension', referralDateFrom: '2024-02-30x' }, 'invalid-request'],
    ['a huge page', { term: 'pension', page: '100000' }, 'invalid-request'],
    ['a huge page size', { term: 'pension', pageSize: '5000' }, 'invalid-request'],
    ['a 10,000-character term', { term: 'a'.repeat(10_000) }, 'invalid-request'],
    ['an empty term', { term: '' }, 'invalid-request'],
    ['a blank term', { term: '   ' }, 'invalid-request'],
    ['only exclusions', { term: '-pension' }, 'invalid-query'],
    ['only punctuation', { term: '«»' }, 'invalid-query'],
    ['a one-letter prefix', { term: 'p*' }, 'invalid-query'],
    ['an unknown filter value', { term: 'pension', judgmentType: 'Appeal' }, 'invalid-request'],
  ])('answers %s with 400 and the errors envelope', async (_, params, code) => {
    const res = await app().inject({
      url: `/api/v1/search/full-text-judgments?${new URLSearchParams({ lang: 'fr', ...params }).toString()}`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe(code);
  });
});
