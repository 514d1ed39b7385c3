import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/engine.js';
import { CONTENT_KINDS } from '../../src/publishing/kinds/index.js';
import { pressReleaseKind } from '../../src/publishing/kinds/press-release.js';
import { PublishingService } from '../../src/publishing/service.js';
import { ENGINES, testConfig, useApp, useDatabase } from '../helper.js';
import { judgmentBody, pressReleaseBody, tinyPdf } from './bodies.js';
import { useStaffProvider } from './staff-provider-fixture.js';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(ENGINES)('publishing press releases on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const app = useApp(() =>
    testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer, PUBLISHING_POLL_MS: '100' }),
  );
  const press = async () => ({ authorization: `Bearer ${await staff().token('press', 'publish:press')}` });
  const put = async (id: string, body: object) =>
    app().inject({
      method: 'PUT',
      url: `/api/v1/publishing/press-releases/${id}`,
      payload: body,
      headers: await press(),
    });
  const get = (path: string) => app().inject({ url: path, headers: { host: 'court.test' } });

  /** Where a press release shows: its list in each language, the list of both kinds, the Atom feed. */
  async function surfaces(id: string) {
    const listed = async (path: string) =>
      (await get(path)).json<{ items: { id: string }[] }>().items.some((item) => item.id === id);
    return {
      list: await listed('/api/v1/media/press-releases-concerning-judgments?lang=fr'),
      all: await listed('/api/v1/media/general-press?lang=nl'),
      feed: (await get('/api/v1/feeds/fr/press-releases.atom')).body.includes(id),
    };
  }

  it('keeps an embargoed release off every surface until its time, then shows it without a restart', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const put1 = await put('embargo-1', pressReleaseBody({ publishAt }));
    expect(put1.statusCode).toBe(201);
    expect(put1.json()).toMatchObject({ state: 'scheduled', publishAt });
    expect(await surfaces('embargo-1')).toEqual({ list: false, all: false, feed: false });
    // Its PDF waits with it.
    await app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/press-releases/embargo-1/pdf/fr',
      payload: tinyPdf('fr'),
      headers: { ...(await press()), 'content-type': 'application/pdf' },
    });
    expect((await get('/public/press/releases/embargo-1-fr.pdf')).statusCode).toBe(404);

    await sleep(Date.parse(publishAt) - Date.now() + 400);
    expect(await surfaces('embargo-1')).toEqual({ list: true, all: true, feed: true });
    const listed = (await get('/api/v1/media/press-releases-concerning-judgments?lang=fr')).json().items;
    expect(listed.find((item: { id: string }) => item.id === 'embargo-1')).toMatchObject({
      title: 'La chasse aux oiseaux migrateurs annulée',
      pdf: { fr: '/public/press/releases/embargo-1-fr.pdf' },
    });
    expect((await get('/public/press/releases/embargo-1-fr.pdf')).statusCode).toBe(200);
    const state = await app().inject({ url: '/api/v1/publishing/press-releases/embargo-1', headers: await press() });
    expect(state.json()).toMatchObject({ state: 'published', version: 1 });
  });

  const putJudgment = async (number: number, body: object) =>
    app().inject({
      method: 'PUT',
      url: `/api/v1/publishing/judgments/2026/${number}`,
      payload: body,
      headers: { authorization: `Bearer ${await staff().token('registry', 'publish:judgments')}` },
    });
  const stateOf = async (id: string) =>
    (await app().inject({ url: `/api/v1/publishing/press-releases/${id}`, headers: await press() })).json();

  it('keeps a release on a judgment off the site until the judgment is pronounced, whatever its own time', async () => {
    const onJudgment = (number: number) => pressReleaseBody({ judgment: { year: 2026, number } });
    // The judgment is not there yet: the release waits for it, though its own time has come.
    expect((await put('before-judgment', onJudgment(611))).json()).toMatchObject({
      state: 'scheduled',
      embargo: { kind: 'judgment', key: '2026/611' },
    });
    expect(await surfaces('before-judgment')).toEqual({ list: false, all: false, feed: false });
    // Its judgment published: the release goes out in the same write.
    expect((await putJudgment(611, judgmentBody())).statusCode).toBe(201);
    expect(await surfaces('before-judgment')).toEqual({ list: true, all: true, feed: true });
    expect(await stateOf('before-judgment')).toMatchObject({ state: 'published' });

    // A judgment scheduled for its pronouncement holds back a release meant for earlier.
    const pronouncement = new Date(Date.now() + 1500).toISOString();
    await putJudgment(612, judgmentBody({ publishAt: pronouncement }));
    expect((await put('early', onJudgment(612))).json()).toMatchObject({ state: 'scheduled' });
    await sleep(500);
    await app().publishing.service.releaseDue();
    expect(await surfaces('early')).toEqual({ list: false, all: false, feed: false });
    await sleep(Date.parse(pronouncement) - Date.now() + 400);
    expect(await surfaces('early')).toEqual({ list: true, all: true, feed: true });
    expect(await stateOf('early')).toMatchObject({ state: 'published' });

    // Once the judgment is public, a release on it follows its own time only.
    expect((await put('after', onJudgment(611))).json()).toMatchObject({ state: 'published' });
  });

  it('withdraws a release from its lists and its PDFs', async () => {
    await put('withdrawn-1', pressReleaseBody());
    await app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/press-releases/withdrawn-1/pdf/nl',
      payload: tinyPdf('nl'),
      headers: { ...(await press()), 'content-type': 'application/pdf' },
    });
    expect(await surfaces('withdrawn-1')).toEqual({ list: true, all: true, feed: true });
    const res = await app().inject({
      method: 'DELETE',
      url: '/api/v1/publishing/press-releases/withdrawn-1',
      headers: await press(),
    });
    expect(res.json()).toMatchObject({ state: 'withdrawn' });
    expect(await surfaces('withdrawn-1')).toEqual({ list: false, all: false, feed: false });
    expect((await get('/public/press/releases/withdrawn-1-nl.pdf')).statusCode).toBe(410);
  });

  it('a title for every language it has a text in', async () => {
    const res = await put('untitled', pressReleaseBody({ body: { de: 'Text' }, title: { nl: 'Titel' } }));
    expect(res.statusCode).toBe(400);
    expect(res.json().errors).toEqual([expect.objectContaining({ path: '/title/de', code: 'required' })]);
  });

  it('releases a scheduled item once, however many instances find it due at the same moment', async () => {
    const at = new Date(Date.now() + 120_000);
    await put('two-minutes', pressReleaseBody({ publishAt: at.toISOString() }));
    // Two instances whose clocks read two minutes later.
    const databases = [openDatabase(url()), openDatabase(url())];
    try {
      const later = () => new Date(at.getTime() + 1000);
      const services = databases.map((database) => new PublishingService(database, CONTENT_KINDS, later));
      // Several instances run on PostgreSQL; SQLite serves one process (its writers queue in that process), so
      // there the two take turns.
      const released =
        engine === 'postgres'
          ? await Promise.all(services.map((service) => service.releaseDue()))
          : [await services[0]!.releaseDue(), await services[1]!.releaseDue()];
      expect(released.reduce((sum, n) => sum + n, 0)).toBe(1);
      expect((await services[0]!.get(pressReleaseKind, 'two-minutes'))?.state).toBe('published');
      const audit = await app().inject({
        url: '/api/v1/publishing/audit?kind=press-release&key=two-minutes',
        headers: { authorization: `Bearer ${await staff().token('registry', 'publish:audit')}` },
      });
      expect(audit.json().items.map((entry: { action: string; actor: string }) => [entry.action, entry.actor])).toEqual(
        [
          ['publish', 'scheduler'],
          ['create', 'court-press-system'],
        ],
      );
    } finally {
      await Promise.all(databases.map((database) => database.close()));
    }
  });

  it('keeps who wrote what and when in the audit log, with the versions before and after', async () => {
    await put('audited', pressReleaseBody());
    await put('audited', pressReleaseBody({ title: { nl: 'Nieuwe titel', fr: 'Nouveau titre' } }));
    const audit = await app().inject({
      url: '/api/v1/publishing/audit?kind=press-release&key=audited',
      headers: { authorization: `Bearer ${await staff().token('registry', 'publish:audit')}` },
    });
    expect(audit.statusCode).toBe(200);
    const [update, create] = audit.json().items;
    expect(create).toMatchObject({ action: 'create', actor: 'court-press-system', previous: null, version: 1 });
    expect(update).toMatchObject({
      action: 'update',
      clientId: 'court-press-system',
      previousVersion: 1,
      previous: { title: { nl: 'Jacht op trekvogels vernietigd' } },
      version: 2,
      current: { title: { nl: 'Nieuwe titel' } },
    });
    expect(Date.parse(update.at)).toBeGreaterThan(Date.now() - 60_000);
    const denied = await app().inject({ url: '/api/v1/publishing/audit', headers: await press() });
    expect(denied.statusCode).toBe(403);
  });
});
