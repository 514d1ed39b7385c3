import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../../../src/seed/generate.js';
import { PG_URL, testConfig, useApp, useDatabase } from '../../helper.js';

/**
 * SQLite and PostgreSQL answer the same hits, facets and snippets for the same search on the same corpus: a slice
 * of the generated demo corpus (real texts in Dutch, French and German), searched in many ways on both.
 */
const corpus = await generateCorpus({ judgments: 150, seed: 7, today: new Date('2025-06-01T12:00:00Z') });

const QUERIES: string[] = [
  'lang=nl&term=arresten',
  'lang=nl&term=belasting',
  'lang=nl&term=overlevingspensioen',
  'lang=nl&term=%22artikelen%2010%20en%2011%20van%20de%20Grondwet%22',
  'lang=nl&term=grondwet*',
  'lang=nl&term=gelijkheid%20-discriminatie',
  'lang=fr&term=arr%C3%AAts',
  'lang=fr&term=arret',
  'lang=fr&term=%22pension%20de%20survie%22',
  'lang=fr&term=%22Conseil%20des%20ministres%22%20imp%C3%B4t',
  'lang=fr&term=cohabit*',
  'lang=fr&term=pension%20-%22pension%20de%20survie%22',
  'lang=fr&term=recours&judgmentType=ActionForCancellation&applicantType=company',
  'lang=fr&term=cour&judgmentDateFrom=2000-01-01&judgmentDateTo=2010-12-31',
  'lang=de&term=Urteile',
  'lang=de&term=Urteil',
  'lang=de&term=%22Artikel%2010%20und%2011%20der%20Verfassung%22',
  'lang=de&term=Gericht*%20-Steuer',
  'lang=fr&term=arr%C3%AAt&sort=alphabetical',
];

/** The search language: each operator, and fields beside the text. */
const LANGUAGE: string[] = [
  ['fr', 'pension OR impôt'],
  ['fr', '(pension OU divorce) -"pension de survie"'],
  ['nl', 'belasting OF onderwijs NIET grondwet*'],
  ['nl', 'overlevingspensioen EN (samenwonenden OF echtgenoot)'],
  ['de', 'Urteil ODER Steuer NICHT Gerichtshof'],
  ['fr', '"pension de survie" NEAR/5 cohabit*'],
  ['fr', 'recours NEAR/3 annulation'],
  ['nl', 'grondwet NEAR/2 artikel* -belasting'],
  ['de', 'Urteil NEAR Gerichtshof'],
  ['fr', 'impôt norm:const-1994:10'],
  ['fr', 'pension OR keyword:égalité'],
  ['nl', 'keyword:gelijkheid -belasting'],
  ['fr', 'cour -number:1,2,3,4,5 -roll:1000'],
].map(([lang, term]) => `lang=${lang}&term=${encodeURIComponent(term!)}`);

type Answer = { total: number; items: { year: number; number: number; snippets: unknown[] }[]; facets: unknown };

describe.skipIf(!PG_URL)('the same search on both engines', () => {
  const sqliteUrl = useDatabase('sqlite', corpus);
  const postgresUrl = useDatabase('postgres', corpus);
  const sqlite = useApp(() => testConfig({ DATABASE_URL: sqliteUrl(), RESPONSE_CACHE_SECONDS: '0' }));
  const postgres = useApp(() => testConfig({ DATABASE_URL: postgresUrl(), RESPONSE_CACHE_SECONDS: '0' }));

  const ask = async (app: typeof sqlite, path: string): Promise<Answer> => {
    const res = await app().inject({ url: path });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<Answer>();
  };
  /** Everything but the relevance score, whose scale is each engine's own. */
  const comparable = ({ total, items, facets }: Answer) => ({
    total,
    facets,
    items: items.map((hit) => ({ judgment: `${hit.number}/${hit.year}`, snippets: hit.snippets })),
  });

  /** Compares the answers of both engines to each query; the number of judgments found. */
  const compare = async (endpoint: string, queries: string[]): Promise<number> => {
    let found = 0;
    for (const query of queries) {
      const sort = query.includes('sort=') ? '' : '&sort=date';
      const path = `/api/v1/search/${endpoint}?${query}${sort}&pageSize=100`;
      const [a, b] = await Promise.all([ask(sqlite, path), ask(postgres, path)]);
      expect(comparable(b), path).toEqual(comparable(a));
      found += a.total;
    }
    return found;
  };
  const ENDPOINTS = ['full-text-judgments', 'by-judgment-keywords-summary'];
  // Dozens of searches on each engine: longer than the default timeout on a busy machine.
  const TIMEOUT = 60_000;

  it.each(ENDPOINTS)(
    '%s: same hits, facets and snippets',
    async (endpoint) => {
      // The comparison means something only if the searches find judgments.
      expect(await compare(endpoint, QUERIES)).toBeGreaterThan(100);
    },
    TIMEOUT,
  );

  it.each(ENDPOINTS)(
    '%s: same hits, facets and snippets with OR, NOT, NEAR and fields',
    async (endpoint) => {
      expect(await compare(endpoint, LANGUAGE)).toBeGreaterThan(50);
    },
    TIMEOUT,
  );

  it('ranks by relevance the same set of judgments', async () => {
    const path = '/api/v1/search/full-text-judgments?lang=fr&term=pension&pageSize=100';
    const [a, b] = await Promise.all([ask(sqlite, path), ask(postgres, path)]);
    const set = (answer: Answer) => answer.items.map((hit) => `${hit.number}/${hit.year}`).sort();
    expect(a.total).toBeGreaterThan(0);
    expect(set(b)).toEqual(set(a));
  });
});
