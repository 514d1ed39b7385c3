import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('juris pending cases, articles and CJEU referrals on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const get = (path: string) => app().inject({ url: `/api/v1/juris/${path}` });

  it('lists current pending cases newest first, in the requested language', async () => {
    const res = await get('pending-cases?lang=fr');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total: 2, page: 1, pageSize: 30 });
    expect(body.items[0]).toEqual({
      rollNumber: '8150',
      receiptDate: '2025-01-20',
      type: 'QuestionsReferred',
      subject: 'Question préjudicielle sur le chômage',
      textLanguages: ['nl', 'fr'],
      referralDecision: {
        date: '2025-01-05',
        jurisdiction: { id: 'labour-court-liege', name: 'Cour du travail de Liège', area: 'labour' },
      },
      questions: ["L'article 63 viole-t-il les articles 10 et 11 de la Constitution ?"],
      joinedCases: [],
      processingLanguage: 'fr',
      archived: false,
      judgment: null,
    });
    expect(body.items[1]).toMatchObject({
      rollNumber: '8101',
      referralDecision: null,
      joinedCases: ['8102'],
      questions: [],
    });
  });

  it('adds archived cases on request and filters by type', async () => {
    const all = (await get('pending-cases?lang=nl&withArchive=true')).json();
    expect(all.total).toBe(3);
    expect(all.items[2]).toMatchObject({ rollNumber: '7012', archived: true, judgment: { year: 2024, number: 12 } });
    const referred = (await get('pending-cases?lang=nl&type=QuestionsReferred')).json();
    expect(referred.items.map((c: { rollNumber: string }) => c.rollNumber)).toEqual(['8150']);
    const english = (await get('pending-cases?lang=en')).json();
    expect(english.items[0].subject).toBeNull();
  });

  it('lists the articles of the Constitution referred to, with their judgments newest first', async () => {
    const res = await get('articles-const-referred-by-court?lang=nl');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.total).toBe(2);
    expect(body.items.map((a: { article: string }) => a.article)).toEqual(['10', '11']);
    expect(body.items[0]).toMatchObject({
      article: '10',
      title: 'Artikel 10',
      judgmentCount: 2,
      judgments: [
        { year: 2025, number: 1, ecli: 'ECLI:BE:GHCC:2025:ARR.001', date: '2025-01-16' },
        { year: 2024, number: 12, ecli: 'ECLI:BE:GHCC:2024:ARR.012', date: '2024-02-01' },
      ],
    });
  });

  it('limits the judgments per article and selects one article', async () => {
    const body = (await get('articles-const-referred-by-court?lang=fr&article=10&judgmentsPerArticle=1')).json();
    expect(body.total).toBe(1);
    expect(body.items[0]).toMatchObject({ judgmentCount: 2, judgments: [{ number: 1 }] });
    const none = (await get('articles-const-referred-by-court?lang=fr&article=23')).json();
    expect(none).toMatchObject({ total: 0, items: [] });
  });

  it('lists the questions referred to the CJEU with the state of each step', async () => {
    const body = (await get('questions-referred?lang=fr')).json();
    expect(body.total).toBe(2);
    expect(body.items[0]).toMatchObject({
      id: 'c-123-25',
      judgment: { year: 2025, number: 3, date: '2025-02-20' },
      subject: 'Chômage',
      officialJournalNotice: null,
      advocateGeneralOpinion: { status: 'not-available', url: null, date: null },
      cjeuJudgment: { status: 'not-delivered', url: null, date: null, ecli: null },
      followUpJudgment: null,
    });
    expect(body.items[1]).toMatchObject({
      officialJournalNotice: { url: 'https://eur-lex.europa.eu/notice-c-45-24', date: '2024-05-10' },
      advocateGeneralOpinion: { status: 'delivered', date: '2024-11-11' },
      cjeuJudgment: { status: 'delivered', ecli: 'ECLI:EU:C:2025:50' },
      followUpJudgment: { year: 2025, number: 2, date: '2025-01-16' },
    });
  });

  it.each([
    'pending-cases',
    'pending-cases?lang=xx',
    'pending-cases?lang=fr&withArchive=maybe',
    'pending-cases?lang=fr&type=Appeal',
    'pending-cases?lang=fr&page=0',
    'pending-cases?lang=fr&pageSize=101',
    'pending-cases?lang=fr&sort=date',
    'articles-const-referred-by-court',
    'articles-const-referred-by-court?lang=fr&article=../10',
    'articles-const-referred-by-court?lang=fr&judgmentsPerArticle=-1',
    'articles-const-referred-by-court?lang=fr&page=100000',
    'questions-referred',
    'questions-referred?lang=EN',
    'questions-referred?lang=fr&page=1.5',
    'questions-referred?lang=fr&foo=bar',
  ])('rejects %s with 400', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });
});
