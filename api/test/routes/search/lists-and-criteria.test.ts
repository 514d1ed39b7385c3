import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';
import { searchCorpus } from './search-corpus.js';

describe.each(ENGINES)('search lists and searches by criteria on %s', (engine) => {
  const url = useDatabase(engine, searchCorpus);
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '0' }));

  const get = async <T = Record<string, unknown>>(path: string): Promise<T> => {
    const res = await app().inject({ url: `/api/v1/search/${path}` });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<T>();
  };
  type Hits = {
    items: { year: number; number: number }[];
    total: number;
    facets: Record<string, { value: string; count: number }[]>;
  };
  const judgments = async (path: string) => {
    const body = await get<Hits>(path);
    return body.items.map((hit) => `${hit.number}/${hit.year}`);
  };

  it('lists judgment types, applicant types and areas with labels in the language and judgment counts', async () => {
    const types = await get<{ items: unknown[] }>('judgment-types?lang=de');
    expect(types.items).toEqual([
      { value: 'ActionForCancellation', label: 'Nichtigkeitsklage', count: 3 },
      { value: 'QuestionsReferred', label: 'Vorabentscheidungsfrage', count: 2 },
      { value: 'SuspensionRequest', label: 'Klage auf einstweilige Aufhebung', count: 1 },
    ]);
    const applicants = await get<{ items: { value: string; count: number }[] }>('applicant-types?lang=nl');
    expect(applicants.items.find((i) => i.value === 'court')).toMatchObject({ label: 'Rechtscollege', count: 2 });
    const areas = await get<{ items: { value: string; count: number }[] }>('jurisdiction-areas?lang=fr');
    expect(areas.items.filter((i) => i.count > 0)).toEqual([
      { value: 'civil', label: 'Matière civile', count: 1 },
      { value: 'labour', label: 'Matière sociale', count: 1 },
    ]);
  });

  it('lists jurisdictions a quo A to Z, by area and name', async () => {
    const all = await get<{ items: unknown[] }>('jurisdictions?lang=fr');
    expect(all.items).toEqual([
      { id: 'labour-court-liege', label: 'Cour du travail de Liège', area: 'labour', count: 1 },
      {
        id: 'court-first-instance-ghent',
        label: 'Tribunal de première instance de Flandre orientale',
        area: 'civil',
        count: 1,
      },
    ]);
    expect((await get<{ items: unknown[] }>('jurisdictions?lang=nl&area=civil')).items).toHaveLength(1);
    expect((await get<{ items: unknown[] }>('jurisdictions?lang=fr&q=liege')).items).toHaveLength(1);
  });

  it('lists applicants A to Z, by the start of a word of the name, accents ignored', async () => {
    const all = await get<{ items: { name: string; count: number }[]; total: number }>('applicant-list?lang=fr');
    expect(all.items.map((a) => a.name)).toEqual(['A.B.', 'Jean-Pierre Gérard', 'vzw Liga voor Mensenrechten']);
    expect(all.items[0]?.count).toBe(4);
    const some = await get<{ items: { name: string }[] }>('applicant-list?lang=fr&q=gera');
    expect(some.items.map((a) => a.name)).toEqual(['Jean-Pierre Gérard']);
  });

  it('finds judgments by roll number, applicant and jurisdiction a quo', async () => {
    expect(await judgments('by-judgment-and-applicant?lang=fr&rollNumber=7045')).toEqual(['45/2024']);
    expect(await judgments('by-judgment-and-applicant?lang=fr&applicant=GERARD')).toEqual(['101/2024']);
    expect(await judgments('by-judgment-and-applicant?lang=fr&jurisdiction=labour-court-liege')).toEqual(['3/2025']);
    expect(await judgments('by-judgment-and-applicant?lang=fr&applicant=nobody')).toEqual([]);
  });

  it('finds exactly the judgments and cases of several numbers asked at once, however they are separated', async () => {
    const many = async (path: string) => (await judgments(path)).sort();
    expect(await many('judgments?lang=fr&number=45%2F2024%203%2F2025')).toEqual(['3/2025', '45/2024']);
    expect(await many('judgments?lang=fr&number=1,%202,3&year=2025')).toEqual(['1/2025', '2/2025', '3/2025']);
    // A number with its year keeps it; one without takes the search's year.
    expect(await many('judgments?lang=fr&number=12%2F2024;2&year=2025')).toEqual(['12/2024', '2/2025']);
    expect(await many('judgments?lang=fr&number=45%2F2025')).toEqual([]);
    expect(await many('by-judgment-and-applicant?lang=fr&rollNumber=7045,%207003')).toEqual(['3/2025', '45/2024']);
    expect(await many('by-judgment-and-applicant?lang=fr&rollNumber=7045%209999')).toEqual(['45/2024']);
    type Cases = { items: { rollNumber: string }[] };
    const cases = await get<Cases>('pending-cases?lang=fr&rollNumber=8101%208150');
    expect(cases.items.map((c) => c.rollNumber).sort()).toEqual(['8101', '8150']);
    expect((await get<Cases>('pending-cases?lang=fr&rollNumber=8150')).items.map((c) => c.rollNumber)).toEqual([
      '8150',
    ]);
  });

  it('finds judgments by year and number, pages them 30 by default and sorts them', async () => {
    expect(await judgments('judgments?lang=fr&year=2024&number=45')).toEqual(['45/2024']);
    const all = await get<Hits & { pageSize: number }>('judgments?lang=fr');
    expect(all).toMatchObject({ total: 6, pageSize: 30 });
    expect(await judgments('judgments?lang=fr&pageSize=2&page=2')).toEqual(['1/2025', '101/2024']);
    expect(await judgments('judgments?lang=fr&year=2025&sort=alphabetical')).toEqual(['1/2025', '2/2025', '3/2025']);
    expect(await judgments('judgments?lang=fr&year=2024&order=asc')).toEqual(['12/2024', '45/2024', '101/2024']);
    expect(await judgments('judgments?lang=fr&referralDateFrom=2024-01-01')).toEqual(['3/2025']);
  });

  it('counts every filter of a criteria search, the filter itself left out of its own counts', async () => {
    const body = await get<Hits>('judgments?lang=fr&applicantType=court&jurisdictionArea=labour');
    expect(body.items.map((h) => h.number)).toEqual([3]);
    const count = (facet: string, value: string) => body.facets[facet]?.find((f) => f.value === value)?.count;
    expect(count('jurisdictionAreas', 'civil')).toBe(1);
    expect(count('jurisdictionAreas', 'labour')).toBe(1);
    expect(count('applicantTypes', 'individual')).toBe(0);
    expect(count('applicantTypes', 'court')).toBe(1);
    expect(body.facets.years).toEqual([{ value: '2025', label: '2025', count: 1 }]);
  });

  it('finds judgments by the norm reviewed or invoked, an article with or without its variants', async () => {
    const norms = await get<{ items: { normId: string; count: number; title: string | null }[] }>(
      'standards?lang=fr&role=reference',
    );
    expect(norms.items).toEqual([
      { normId: 'const-1994', kind: 'constitution', title: 'Constitution', date: null, count: 6 },
      { normId: 'echr', kind: 'treaty', title: 'CEDH', date: null, count: 6 },
    ]);
    expect(await judgments('by-reference-standard?lang=fr&norm=const-1994&article=11')).toHaveLength(6);
    expect(await judgments('by-reference-standard?lang=fr&norm=const-1994&article=1')).toEqual([]);
    expect(await judgments('by-controlled-standard?lang=fr&norm=law-2021-01-10&article=2')).toEqual([
      '2/2025',
      '1/2025',
      '101/2024',
      '45/2024',
      '12/2024',
    ]);
    expect(await judgments('by-controlled-standard?lang=fr&norm=law-2021-01-10&article=2&exactArticle=true')).toEqual([
      '1/2025',
      '101/2024',
      '45/2024',
      '12/2024',
    ]);
    expect(await judgments('by-controlled-standard?lang=fr&norm=law-2021-01-10&article=9&exactArticle=true')).toEqual(
      [],
    );
    expect(await judgments('by-reference-standard?lang=fr&norm=law-2021-01-10')).toEqual([]);
  });

  it('browses the classification with counts and lists the judgments of a topic', async () => {
    const body = await get<{
      tree: { id: string; label: string; count: number; children: { id: string; count: number }[] }[];
      total: number;
    }>('table-of-content?lang=fr&node=education');
    const education = body.tree.find((n) => n.id === 'education');
    expect(education).toMatchObject({ label: 'Enseignement', count: 1 });
    expect(education?.children.find((c) => c.id === 'education/enrolment')?.count).toBe(1);
    expect(body.tree.find((n) => n.id === 'tax')?.count).toBe(5);
    expect(body.total).toBe(1);
    const filtered = await get<{ tree: { id: string; count: number }[] }>(
      'table-of-content?lang=fr&judgmentType=QuestionsReferred',
    );
    expect(filtered.tree.find((n) => n.id === 'tax')?.count).toBe(2);
    expect(await judgments('table-of-content?lang=nl&node=tax/income-tax&pageSize=2')).toEqual(['3/2025', '2/2025']);
  });

  it('finds pending cases by the words of their subject and questions, with facets and snippets', async () => {
    type Cases = {
      items: { rollNumber: string; snippets: { html: string }[] }[];
      total: number;
      facets: Record<string, { value: string; count: number }[]>;
    };
    const annulment = await get<Cases>('pending-cases?lang=fr&term=annulations');
    expect(annulment.items.map((c) => c.rollNumber)).toEqual(['8101']);
    expect(annulment.items[0]?.snippets[0]?.html).toBe('Recours en <mark>annulation</mark> de la loi sur les loyers');
    const questions = await get<Cases>('pending-cases?lang=fr&term=%22articles%2010%20et%2011%22');
    expect(questions.items.map((c) => c.rollNumber)).toEqual(['8150']);
    expect((await get<Cases>('pending-cases?lang=nl&term=vernietigingen')).items.map((c) => c.rollNumber)).toEqual([
      '8101',
    ]);
    expect((await get<Cases>('pending-cases?lang=fr&term=cloturee')).total).toBe(0);
    expect((await get<Cases>('pending-cases?lang=fr&term=cloturee&withArchive=true')).total).toBe(1);
    const labour = await get<Cases>('pending-cases?lang=fr&jurisdictionArea=labour');
    expect(labour.items.map((c) => c.rollNumber)).toEqual(['8150']);
    expect(labour.facets.types?.find((f) => f.value === 'QuestionsReferred')?.count).toBe(1);
    expect(labour.facets.jurisdictionAreas?.find((f) => f.value === 'labour')?.count).toBe(1);
  });

  it.each([
    ['judgments?lang=fr&judgmentDateFrom=2025-01-01&judgmentDateTo=2024-01-01', 'invalid-date-range'],
    ['judgments?lang=fr&officialJournalDateFrom=2025-01-01&officialJournalDateTo=2024-12-31', 'invalid-date-range'],
    ['pending-cases?lang=fr&receiptDateFrom=2025-01-01&receiptDateTo=2024-01-01', 'invalid-date-range'],
    ['judgments?lang=fr&sort=random', 'invalid-request'],
    ['judgments?lang=fr&page=1001', 'invalid-request'],
    ['judgments?lang=xx', 'invalid-request'],
    ['judgments?lang=fr&color=red', 'invalid-request'],
    ['by-controlled-standard?lang=fr', 'invalid-request'],
    ['by-controlled-standard?lang=fr&norm=const-1994&article=%25', 'invalid-request'],
    ['table-of-content?lang=fr&node=..%2Fetc', 'invalid-request'],
    ['standards?lang=fr&role=any', 'invalid-request'],
    ['pending-cases?lang=fr&term=-loyer', 'invalid-query'],
    ['judgments?lang=fr&number=42%2F1900', 'invalid-request'],
    ['judgments?lang=fr&number=0', 'invalid-request'],
    ['judgments?lang=fr&number=42%2F%2F2026', 'invalid-request'],
    ['judgments?lang=fr&number=abc', 'invalid-request'],
    [`judgments?lang=fr&number=${Array.from({ length: 51 }, (_, i) => i + 1).join(',')}`, 'invalid-request'],
    ['pending-cases?lang=fr&rollNumber=1234567', 'invalid-request'],
    ['by-judgment-and-applicant?lang=fr&rollNumber=7045%2F2024', 'invalid-request'],
  ])('answers %s with 400', async (path, code) => {
    const res = await app().inject({ url: `/api/v1/search/${path}` });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe(code);
  });

  it('answers a 10,000-character term with 400', async () => {
    const res = await app().inject({
      url: `/api/v1/search/by-judgment-keywords-summary?lang=fr&term=${'x'.repeat(10_000)}`,
    });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });
});
