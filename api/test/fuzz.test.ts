import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { errorCode, testConfig, useApp, useDatabase } from './helper.js';

/** Every GET endpoint with the parameter names it knows, so the generator mixes known and unknown ones. */
const ENDPOINTS: [path: string, params: string[]][] = [
  ['/api/v1/juris/judgments', ['lang', 'year', 'month', 'type', 'page', 'pageSize']],
  ['/api/v1/juris/judgments/years', ['page', 'pageSize']],
  ['/api/v1/juris/judgments/2024/12', ['lang']],
  ['/api/v1/juris/pending-cases', ['lang', 'withArchive', 'type', 'page', 'pageSize']],
  ['/api/v1/juris/articles-const-referred-by-court', ['lang', 'article', 'judgmentsPerArticle', 'page', 'pageSize']],
  ['/api/v1/juris/questions-referred', ['lang', 'page', 'pageSize']],
  ['/api/v1/publications/annual-reports', ['lang', 'page', 'pageSize']],
  ['/api/v1/publications/speeches', ['lang', 'page', 'pageSize']],
  ['/api/v1/press/pleadings', ['lang', 'page', 'pageSize']],
  ['/api/v1/press/judgments', ['lang', 'withArchive', 'page', 'pageSize']],
  ['/api/v1/media/general-press', ['lang', 'withArchive', 'mediaType', 'page', 'pageSize']],
  ['/api/v1/newsletter/get-upcoming-verdicts-table', ['lang', 'page', 'pageSize']],
  ['/api/v1/newsletter/get-encinz', ['rollNumber']],
  ['/api/v1/film/vaca', ['lang', 'withArchive', 'page', 'pageSize']],
  ['/api/v1/members', ['lang', 'group', 'role', 'page', 'pageSize']],
  ['/api/v1/members/luc-lavrysen', ['lang']],
];

const value = fc.oneof(
  fc.constantFrom(
    'fr',
    'nl',
    'de',
    'en',
    'true',
    'false',
    '0',
    '-1',
    '1',
    '30',
    '101',
    '2024',
    '1e9',
    '99999999999999999999',
    '',
    'null',
  ),
  fc.integer({ min: -1e9, max: 1e9 }).map(String),
  fc.string({ maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 20 }),
);

describe('any query string', () => {
  const url = useDatabase('sqlite');
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '0' }));

  it.each(ENDPOINTS)('on %s answers 200, or 4xx with the errors envelope, never 5xx', async (path, known) => {
    const name = fc.oneof(fc.constantFrom(...known), fc.string({ minLength: 1, maxLength: 12 }));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(name, value), { maxLength: 5 }), async (pairs) => {
        const query = new URLSearchParams(pairs).toString();
        const res = await app().inject({ url: `${path}${query ? `?${query}` : ''}` });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(['invalid-request', 'not-found']).toContain(errorCode(res.body));
      }),
      { numRuns: 60 },
    );
  });

  it('on /_content answers any JSON body with 200 or 4xx and the envelope', async () => {
    const body = fc.dictionary(
      fc.oneof(
        fc.constantFrom('only', 'without', 'where', 'sortBy', 'skip', 'limit', 'search', 'surround', 'deep', 'text'),
        fc.string(),
      ),
      fc.jsonValue({ maxDepth: 3 }),
      { maxKeys: 4 },
    );
    await fc.assert(
      fc.asyncProperty(body, async (payload) => {
        const res = await app().inject({ method: 'POST', url: '/_content/fr/rules', payload });
        expect(res.statusCode).toBeLessThan(500);
        if (res.statusCode >= 400) expect(errorCode(res.body)).toBe('invalid-request');
      }),
      { numRuns: 150 },
    );
  });
});
