import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('juris judgments on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('lists one year newest first with texts in the requested language', async () => {
    const res = await app().inject({ url: '/api/v1/juris/judgments?lang=nl&year=2024' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('public, no-cache');
    expect(res.headers.etag).toBeDefined();
    const body = res.json();
    expect(body).toMatchObject({ total: 3, page: 1, pageSize: 30 });
    expect(body.items.map((i: { number: number }) => i.number)).toEqual([101, 45, 12]);
    expect(body.items[0]).toMatchObject({
      year: 2024,
      number: 101,
      ecli: 'ECLI:BE:GHCC:2024:ARR.101',
      headnote: 'Onderwijs',
      languages: ['nl', 'fr', 'de'],
      textLanguages: ['nl', 'fr', 'de'],
      rollNumbers: ['7101'],
      pdf: {
        nl: '/public/n/2024/2024-101n.pdf',
        fr: '/public/f/2024/2024-101f.pdf',
        de: '/public/d/2024/2024-101d.pdf',
      },
    });
  });

  it('answers null texts where the court has none in that language', async () => {
    const res = await app().inject({ url: '/api/v1/juris/judgments?lang=de&year=2025' });
    const items = res.json().items as { number: number; headnote: string | null; textLanguages: string[] }[];
    expect(items.find((i) => i.number === 3)).toMatchObject({ headnote: null, textLanguages: ['nl'] });
    expect(items.find((i) => i.number === 1)?.textLanguages).toEqual(['nl', 'fr', 'en']);
  });

  it('defaults to the latest year and filters by month and type', async () => {
    expect((await app().inject({ url: '/api/v1/juris/judgments?lang=fr' })).json().total).toBe(3);
    const feb = await app().inject({ url: '/api/v1/juris/judgments?lang=fr&year=2025&month=2' });
    expect(feb.json().items.map((i: { number: number }) => i.number)).toEqual([3]);
    const typed = await app().inject({ url: '/api/v1/juris/judgments?lang=fr&year=2025&type=SuspensionRequest' });
    expect(typed.json().items.map((i: { number: number }) => i.number)).toEqual([2]);
  });

  it('pages', async () => {
    const res = await app().inject({ url: '/api/v1/juris/judgments?lang=fr&year=2024&page=2&pageSize=2' });
    expect(res.json()).toMatchObject({ total: 3, page: 2, pageSize: 2, items: [{ number: 12 }] });
  });

  it('lists years with counts', async () => {
    const res = await app().inject({ url: '/api/v1/juris/judgments/years' });
    expect(res.json()).toEqual({
      items: [
        { year: 2025, count: 3 },
        { year: 2024, count: 3 },
      ],
      total: 2,
      page: 1,
      pageSize: 100,
    });
  });

  it('answers one judgment with its full text, norms and citations both ways', async () => {
    const res = await app().inject({ url: '/api/v1/juris/judgments/2024/12?lang=fr' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.paragraphs.map((p: { id: string }) => p.id)).toEqual(['I', 'A.1', 'B.1', 'B.7.3', 'III']);
    expect(body.fullTextLanguage).toBe('fr');
    expect(body.summary).toBe('Résumé');
    expect(body.reviewedNorms).toEqual([
      {
        normId: 'law-2021-01-10',
        kind: 'law',
        title: 'Loi du 10 janvier 2021',
        date: '2021-01-10',
        articles: ['2', '9bis'],
      },
    ]);
    expect(body.referenceNorms.map((n: { normId: string }) => n.normId)).toEqual(['const-1994', 'echr']);
    expect(body.citedBy.map((c: { number: number }) => c.number)).toEqual([1, 101]);
    expect(body.cites).toEqual([]);
  });

  it('keeps citations of judgments outside the store with their ECLI', async () => {
    const body = (await app().inject({ url: '/api/v1/juris/judgments/2024/101?lang=nl' })).json();
    expect(body.cites).toEqual([
      { year: 2024, number: 12, ecli: 'ECLI:BE:GHCC:2024:ARR.012', date: '2024-02-01' },
      { year: 1999, number: 3, ecli: 'ECLI:BE:GHCC:1999:ARR.003', date: null },
    ]);
  });

  it('answers an empty text in a language without a version, with the languages that exist', async () => {
    const body = (await app().inject({ url: '/api/v1/juris/judgments/2025/3?lang=fr' })).json();
    expect(body).toMatchObject({ paragraphs: [], fullTextLanguage: null, languages: ['nl'], headnote: null });
    expect(body.jurisdictionAQuo).toEqual({
      id: 'labour-court-liege',
      name: 'Cour du travail de Liège',
      area: 'labour',
    });
  });

  it('answers 404 with the errors envelope for an unknown judgment', async () => {
    const res = await app().inject({ url: '/api/v1/juris/judgments/2024/999?lang=fr' });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('not-found');
  });

  it.each([
    '/api/v1/juris/judgments?year=2024',
    '/api/v1/juris/judgments?lang=es&year=2024',
    '/api/v1/juris/judgments?lang=fr&year=abc',
    '/api/v1/juris/judgments?lang=fr&year=1900',
    '/api/v1/juris/judgments?lang=fr&month=13',
    '/api/v1/juris/judgments?lang=fr&page=0',
    '/api/v1/juris/judgments?lang=fr&page=-1',
    '/api/v1/juris/judgments?lang=fr&page=99999999999',
    '/api/v1/juris/judgments?lang=fr&pageSize=1000',
    '/api/v1/juris/judgments?lang=fr&type=Other',
    '/api/v1/juris/judgments?lang=fr&unknown=1',
    '/api/v1/juris/judgments/years?lang=fr',
    '/api/v1/juris/judgments/2024/abc?lang=fr',
    '/api/v1/juris/judgments/2024/12',
    '/api/v1/juris/judgments/2024/12?lang=fr&x=1',
  ])('rejects %s with 400 and the errors envelope', async (url) => {
    const res = await app().inject({ url });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });
});
