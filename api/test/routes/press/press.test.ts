import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('press and media on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const ids = (body: { items: { id: string }[] }) => body.items.map((i) => i.id);

  it('lists upcoming public hearings for the press, soonest first, without past ones', async () => {
    const body = (await app().inject({ url: '/api/v1/press/pleadings?lang=nl' })).json();
    expect(ids(body)).toEqual(['hearing-1', 'hearing-2']);
    expect(body.items[0]).toMatchObject({
      rollNumbers: ['8101', '8102'],
      subject: 'Huurprijzen',
      textLanguages: ['nl', 'fr'],
    });
    expect(body.items[1]).toMatchObject({ subject: null, textLanguages: ['fr'] });
  });

  it('lists press releases on judgments, with the archive on request', async () => {
    const current = (await app().inject({ url: '/api/v1/press/judgments?lang=fr' })).json();
    expect(ids(current)).toEqual(['pr-2025-001']);
    expect(current.items[0]).toMatchObject({
      mediaType: 'pressReleaseForJudgments',
      title: 'La Cour annule la disposition',
      judgment: { year: 2025, number: 1, ecli: 'ECLI:BE:GHCC:2025:ARR.001', date: '2025-01-16' },
      pdfUrl: '/public/press/pr-2025-001-fr.pdf',
      archived: false,
    });
    const all = (
      await app().inject({ url: '/api/v1/media/press-releases-concerning-judgments?lang=fr&withArchive=true' })
    ).json();
    expect(ids(all)).toEqual(['pr-2025-001', 'pr-2020-004']);
  });

  it('lists general press releases and all press releases', async () => {
    const general = (await app().inject({ url: '/api/v1/media/general-press-releases?lang=de' })).json();
    expect(general.items).toMatchObject([{ id: 'gpr-2025-001', title: 'Neuer Präsident', judgment: null }]);
    const all = (await app().inject({ url: '/api/v1/media/general-press?lang=fr' })).json();
    expect(ids(all)).toEqual(['gpr-2025-001', 'pr-2025-001']);
    const oneKind = (
      await app().inject({
        url: '/api/v1/media/general-press?lang=fr&withArchive=true&mediaType=pressReleaseForJudgments',
      })
    ).json();
    expect(ids(oneKind)).toEqual(['pr-2025-001', 'pr-2020-004']);
  });

  it.each([
    '/api/v1/press/pleadings',
    '/api/v1/press/pleadings?lang=fr&withArchive=true',
    '/api/v1/press/judgments?lang=fr&withArchive=1x',
    '/api/v1/media/general-press-releases?lang=fr&page=-5',
    '/api/v1/media/general-press?lang=fr&mediaType=video',
    '/api/v1/media/press-releases-concerning-judgments?lang=',
  ])('rejects %s with 400', async (path) => {
    const res = await app().inject({ url: path });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });
});
