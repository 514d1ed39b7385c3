import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('newsletter data on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const get = (path: string) => app().inject({ url: `/api/v1/newsletter/${path}` });

  it('lists announced deliveries of judgments from today on', async () => {
    const body = (await get('get-upcoming-verdicts?lang=fr')).json();
    expect(body.items.map((i: { id: string }) => i.id)).toEqual(['decision-1', 'decision-2']);
    expect(body.items[1]).toMatchObject({ subject: 'Chômage', rollNumbers: ['8150'] });
  });

  it('answers the verdicts table one row per case, with the case subject', async () => {
    const body = (await get('get-upcoming-verdicts-table?lang=fr')).json();
    expect(body.total).toBe(3);
    expect(body.items.map((r: { rollNumber: string }) => r.rollNumber)).toEqual(['8101', '8102', '8150']);
    expect(body.items[0]).toMatchObject({
      decisionId: 'decision-1',
      subject: 'Recours en annulation de la loi sur les loyers',
    });
    // 8102 has no pending-case record of its own: the announcement's subject stands in.
    expect(body.items[1]).toMatchObject({ decisionId: 'decision-1', subject: 'Loyers' });
  });

  it('lists upcoming pleadings', async () => {
    const body = (await get('get-upcoming-pleadings?lang=nl&pageSize=1')).json();
    expect(body).toMatchObject({ total: 2, pageSize: 1, items: [{ id: 'hearing-1' }] });
  });

  it('looks a roll number up in the case table', async () => {
    const res = await get('get-encinz?rollNumber=8101');
    expect(res.json()).toEqual({ idRole: '8101', current: true, encinzNl: 'Huurprijzen', encinzFr: 'Loyers' });
    expect((await get('get-encinz?rollNumber=7012')).json().current).toBe(false);
  });

  it('answers 404 with the errors envelope for an unknown roll number', async () => {
    const res = await get('get-encinz?rollNumber=9999');
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('not-found');
  });

  it.each([
    'get-upcoming-verdicts',
    'get-upcoming-verdicts-table?lang=es',
    'get-upcoming-pleadings?lang=fr&page=abc',
    'get-encinz',
    'get-encinz?rollNumber=abc',
    'get-encinz?rollNumber=1234567',
    'get-encinz?rollNumber=8101&lang=fr',
  ])('rejects %s with 400', async (path) => {
    const res = await get(path);
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });
});
