import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { pressReleaseBody } from './bodies.js';
import { useStaffProvider } from './staff-provider-fixture.js';

const RELEASES = '/api/v1/publishing/press-releases';

describe.each(ENGINES)("the press office's list of press releases on %s", (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const app = useApp(() => testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer }));
  const press = async () => ({ authorization: `Bearer ${await staff().token('press', 'publish:press')}` });
  const write = async (method: 'PUT' | 'DELETE', path: string, body?: object) =>
    app().inject({ method, url: `${RELEASES}/${path}`, payload: body, headers: await press() });
  const list = async (query = '') => {
    const res = await app().inject({ url: `${RELEASES}${query}`, headers: await press() });
    expect(res.statusCode, res.body).toBe(200);
    return res.json<{ items: { id: string }[]; total: number; page: number; pageSize: number }>();
  };
  const ids = async (query = '') => (await list(query)).items.map((item) => item.id);

  /** Four releases, one in each state, written once for the file. */
  let written: Promise<void> | undefined;
  const releases = () =>
    (written ??= (async () => {
      await write('PUT', 'list-published', pressReleaseBody());
      await write(
        'PUT',
        'list-draft?draft=true',
        pressReleaseBody({
          kind: 'generalPressRelease',
          date: '2026-11-20',
          title: { de: 'Neuer Präsident des Hofes', fr: 'Nouveau président de la Cour' },
          body: {},
          rollNumber: undefined,
        }),
      );
      // The same date as the published one, written after it: listed before it.
      await write(
        'PUT',
        'list-scheduled',
        pressReleaseBody({
          publishAt: new Date(Date.now() + 3_600_000).toISOString(),
          title: { nl: 'Het Hof en de verkiezingen', fr: 'La Cour et les élections' },
          body: {},
        }),
      );
      await write(
        'PUT',
        'list-withdrawn',
        pressReleaseBody({
          date: '2026-10-01',
          judgment: { year: 2026, number: 321 },
          title: { en: 'Withdrawn' },
          body: { en: 'Text' },
        }),
      );
      await write('DELETE', 'list-withdrawn');
    })());

  it('lists every release in any state, newest date first, then the latest write', async () => {
    await releases();
    const all = await list();
    expect(all).toMatchObject({ total: 4, page: 1, pageSize: 30 });
    expect(all.items.map((item) => item.id)).toEqual([
      'list-draft',
      'list-scheduled',
      'list-published',
      'list-withdrawn',
    ]);
    const published = (await app().inject({ url: `${RELEASES}/list-published`, headers: await press() })).json();
    expect(all.items[2]).toEqual({
      id: 'list-published',
      state: 'published',
      publishAt: published.publishAt,
      updatedAt: published.updatedAt,
      updatedBy: 'court-press-system',
      version: 1,
      etag: published.etag,
      type: 'pressReleaseForJudgments',
      date: '2026-11-19',
      title: { nl: 'Jacht op trekvogels vernietigd', fr: 'La chasse aux oiseaux migrateurs annulée' },
      languages: ['nl', 'fr'],
      rollNumber: '8301',
    });
    expect(all.items[3]).toMatchObject({
      state: 'withdrawn',
      judgment: { year: 2026, number: 321 },
      languages: ['en'],
    });
    expect(all.items[0]).toMatchObject({ state: 'draft', type: 'generalPressRelease', languages: ['fr', 'de'] });
    expect(all.items[0]).not.toHaveProperty('rollNumber');
    expect(all.items[0]).not.toHaveProperty('judgment');

    const second = await list('?page=2&pageSize=3');
    expect(second).toMatchObject({ total: 4, page: 2, pageSize: 3 });
    expect(second.items.map((item) => item.id)).toEqual(['list-withdrawn']);
  });

  it('filters by state, kind of release and language', async () => {
    await releases();
    expect(await ids('?state=draft')).toEqual(['list-draft']);
    expect(await ids('?state=scheduled')).toEqual(['list-scheduled']);
    expect(await ids('?state=published')).toEqual(['list-published']);
    expect(await ids('?state=withdrawn')).toEqual(['list-withdrawn']);
    expect(await ids('?type=generalPressRelease')).toEqual(['list-draft']);
    expect(await ids('?type=pressReleaseForJudgments&lang=nl')).toEqual(['list-scheduled', 'list-published']);
    expect(await ids('?lang=de')).toEqual(['list-draft']);
    expect(await ids('?lang=en')).toEqual(['list-withdrawn']);
    expect(await list('?state=draft&lang=nl')).toMatchObject({ items: [], total: 0 });
  });

  it('finds the words of a title in any language, whatever their case and accents', async () => {
    await releases();
    expect(await ids('?q=PRESIDENT')).toEqual(['list-draft']);
    expect(await ids('?q=pr%C3%A4sident%20hofes')).toEqual(['list-draft']);
    expect(await ids('?q=elections%20cour')).toEqual(['list-scheduled']);
    expect(await ids('?q=annulee')).toEqual(['list-published']);
    // Every word, in one title: these two are in titles of different releases.
    expect(await ids('?q=annulee%20elections')).toEqual([]);
    // An empty search box finds everything.
    expect(await list('?q=')).toMatchObject({ total: 4 });
    const found = await list('?q=cour&pageSize=1');
    expect(found).toMatchObject({ total: 2, items: [{ id: 'list-draft' }] });
  });

  it('is for the press office only, never stored on the way, and refuses what it does not know', async () => {
    const res = await app().inject({ url: RELEASES, headers: await press() });
    expect(res.headers['cache-control']).toBe('no-store');
    const registry = { authorization: `Bearer ${await staff().token('registry', 'publish:judgments')}` };
    expect((await app().inject({ url: RELEASES, headers: registry })).statusCode).toBe(403);
    expect((await app().inject({ url: RELEASES })).statusCode).toBe(401);
    for (const query of ['?state=deleted', '?type=video', '?lang=it', '?pageSize=101', '?sort=title']) {
      const refused = await app().inject({ url: `${RELEASES}${query}`, headers: await press() });
      expect(refused.statusCode, query).toBe(400);
      expect(errorCode(refused.body)).toBe('invalid-request');
    }
  });
});
