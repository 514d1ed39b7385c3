import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('members on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));

  it('lists current members first, then emeritus, then historic', async () => {
    const body = (await app().inject({ url: '/api/v1/members?lang=fr' })).json();
    expect(body.total).toBe(6);
    expect(body.items.map((m: { id: string; group: string }) => [m.id, m.group])).toEqual([
      ['luc-lavrysen', 'plain'],
      ['pierre-nihoul', 'plain'],
      ['joanna-moerman', 'plain'],
      ['frank-meersschaut', 'plain'],
      ['emeritus-judge', 'emeritus'],
      ['historic-judge', 'historic'],
    ]);
    expect(body.items[0]).toEqual({
      id: 'luc-lavrysen',
      name: 'Luc Lavrysen',
      role: 'president',
      group: 'plain',
      languageGroup: 'nl',
      termStart: '1997-06-02',
      termEnd: null,
      died: null,
      photoUrl: '/public/members/luc-lavrysen.jpg',
    });
  });

  it('filters by group and role', async () => {
    const historic = (await app().inject({ url: '/api/v1/members?group=historic' })).json();
    expect(historic.items).toMatchObject([{ id: 'historic-judge', died: '2010-05-05' }]);
    const registrars = (await app().inject({ url: '/api/v1/members?lang=nl&role=registrar' })).json();
    expect(registrars.items.map((m: { id: string }) => m.id)).toEqual(['frank-meersschaut']);
  });

  it('answers one member with the biography in the requested language', async () => {
    const res = await app().inject({ url: '/api/v1/members/luc-lavrysen?lang=nl' });
    expect(res.json()).toMatchObject({
      id: 'luc-lavrysen',
      biography: 'Voorzitter van het Hof.',
      textLanguages: ['nl', 'fr'],
    });
    const german = (await app().inject({ url: '/api/v1/members/luc-lavrysen?lang=de' })).json();
    expect(german.biography).toBeNull();
  });

  it('answers 404 for an unknown member', async () => {
    const res = await app().inject({ url: '/api/v1/members/nobody?lang=fr' });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('not-found');
  });

  it.each([
    '/api/v1/members?lang=pt',
    '/api/v1/members?group=former',
    '/api/v1/members?role=clerk',
    '/api/v1/members?page=0',
    '/api/v1/members/luc-lavrysen',
    '/api/v1/members/Luc%20Lavrysen?lang=fr',
    '/api/v1/members/..%2F..%2Fetc?lang=fr',
  ])('rejects %s with 400', async (path) => {
    const res = await app().inject({ url: path });
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });
});
