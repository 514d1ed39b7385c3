import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('publications on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it.each([
    ['annual-reports', 'annual-report-2023', 'Rapport annuel 2023'],
    ['brochures', 'brochure-court', 'La Cour constitutionnelle'],
    ['studies', 'study-2021', 'Étude sur le contentieux'],
    ['speeches', 'speech-2024', 'Discours du président'],
  ])('lists %s', async (path, id, title) => {
    const res = await app().inject({ url: `/api/v1/publications/${path}?lang=fr` });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 1, page: 1, pageSize: 30, items: [{ id, title }] });
  });

  it('gives the PDF in the requested language and the languages with text', async () => {
    const [report] = (await app().inject({ url: '/api/v1/publications/annual-reports?lang=de' })).json().items;
    expect(report).toMatchObject({
      title: 'Jahresbericht 2023',
      description: null,
      textLanguages: ['nl', 'fr', 'de', 'en'],
      pdf: {
        nl: '/public/publications/annual-report-2023-nl.pdf',
        fr: '/public/publications/annual-report-2023-fr.pdf',
      },
      pdfUrl: null,
    });
  });

  it('keeps speech titles that the speech filter words recognise', async () => {
    const [speech] = (await app().inject({ url: '/api/v1/publications/speeches?lang=nl' })).json().items;
    expect(speech.title).toMatch(/Toespraak/);
  });

  it.each(['annual-reports', 'brochures?lang=it', 'studies?lang=fr&pageSize=0', 'speeches?lang=fr&kind=speech'])(
    'rejects %s with 400',
    async (path) => {
      const res = await app().inject({ url: `/api/v1/publications/${path}` });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    },
  );
});
