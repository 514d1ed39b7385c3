import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { judgmentBody, pressReleaseBody } from './bodies.js';
import { useStaffProvider } from './staff-provider-fixture.js';

const RELEASES = '/api/v1/publishing/press-releases';

describe.each(ENGINES)('drafts on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  // The response cache is on, as in production: a draft made public must not be hidden behind it.
  const app = useApp(() =>
    testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer, RESPONSE_CACHE_SECONDS: '30' }),
  );
  const press = async () => ({ authorization: `Bearer ${await staff().token('press', 'publish:press')}` });
  const put = async (path: string, body: object, headers: Record<string, string> = {}) =>
    app().inject({ method: 'PUT', url: path, payload: body, headers: { ...(await press()), ...headers } });
  const draft = (id: string, body: object, headers: Record<string, string> = {}) =>
    put(`${RELEASES}/${id}?draft=true`, body, headers);
  const publish = (id: string, body: object) => put(`${RELEASES}/${id}`, body);
  const read = async (id: string) => (await app().inject({ url: `${RELEASES}/${id}`, headers: await press() })).json();
  const get = (path: string) => app().inject({ url: path, headers: { host: 'court.test' } });

  /** Where a press release shows: its list, the list of both kinds, the Atom feed. */
  async function shown(id: string) {
    const listed = async (path: string) =>
      (await get(path)).json<{ items: { id: string }[] }>().items.some((item) => item.id === id);
    return (
      (await listed('/api/v1/media/press-releases-concerning-judgments?lang=fr')) ||
      (await listed('/api/v1/media/general-press?lang=nl')) ||
      (await get('/api/v1/feeds/fr/press-releases.atom')).body.includes(id)
    );
  }

  const auditOf = async (id: string) => {
    const audit = await app().inject({
      url: `/api/v1/publishing/audit?kind=press-release&key=${id}`,
      headers: { authorization: `Bearer ${await staff().token('registry', 'publish:audit')}` },
    });
    return audit.json<{ items: { action: string; version: number }[] }>().items.map((entry) => entry.action);
  };

  it('keeps a draft off the site, then publishes the same body on a PUT without draft', async () => {
    expect(await shown('draft-1')).toBe(false);
    const saved = await draft('draft-1', pressReleaseBody());
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.headers.etag).toBe(saved.json().etag);
    expect(saved.json()).toMatchObject({ key: 'draft-1', state: 'draft', version: 1 });
    expect(await shown('draft-1')).toBe(false);
    expect(await read('draft-1')).toMatchObject({ state: 'draft', body: { date: '2026-11-19' } });

    // The same draft again changes nothing.
    const again = await draft('draft-1', pressReleaseBody());
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ state: 'draft', version: 1, unchanged: true });

    // The same body without draft: published now, though the body did not change.
    const published = await publish('draft-1', pressReleaseBody());
    expect(published.statusCode).toBe(200);
    expect(published.json()).toMatchObject({ state: 'published', version: 2 });
    expect(published.json().unchanged).toBeUndefined();
    expect(await shown('draft-1')).toBe(true);
    expect(await auditOf('draft-1')).toEqual(['update', 'draft']);
  });

  it('refuses a draft of a published release, which must be withdrawn first', async () => {
    await publish('public-1', pressReleaseBody());
    const refused = await draft('public-1', pressReleaseBody({ date: '2026-11-20' }));
    expect(refused.statusCode).toBe(409);
    expect(errorCode(refused.body)).toBe('published-item');
    expect(refused.json().errors[0].message).toMatch(/withdraw it first/);
    expect(await read('public-1')).toMatchObject({ state: 'published', version: 1 });
    expect(await shown('public-1')).toBe(true);

    // Withdrawn, it may become a draft again, with the very body it had; then it is published anew.
    await app().inject({ method: 'DELETE', url: `${RELEASES}/public-1`, headers: await press() });
    expect((await draft('public-1', pressReleaseBody())).json()).toMatchObject({ state: 'draft', version: 3 });
    expect(await shown('public-1')).toBe(false);
    expect((await publish('public-1', pressReleaseBody())).json()).toMatchObject({ state: 'published', version: 4 });
    expect(await shown('public-1')).toBe(true);
    expect(await auditOf('public-1')).toEqual(['update', 'draft', 'withdraw', 'create']);
  });

  it('takes a scheduled release back: as a draft, it does not go out when its time comes', async () => {
    const publishAt = new Date(Date.now() + 60_000).toISOString();
    expect((await publish('scheduled-1', pressReleaseBody({ publishAt }))).json()).toMatchObject({
      state: 'scheduled',
    });
    expect((await draft('scheduled-1', pressReleaseBody({ publishAt }))).json()).toMatchObject({
      state: 'draft',
      publishAt,
      version: 2,
    });
    // A draft whose time has passed is not due either.
    await draft('past-1', pressReleaseBody({ publishAt: new Date(Date.now() - 60_000).toISOString() }));
    expect(await app().publishing.service.releaseDue()).toBe(0);
    expect(await read('past-1')).toMatchObject({ state: 'draft' });
    expect(await shown('past-1')).toBe(false);
  });

  it('guards a draft with If-Match like any write', async () => {
    const first = await draft('guarded-1', pressReleaseBody());
    const stale = await draft('guarded-1', pressReleaseBody({ date: '2026-11-20' }), { 'if-match': '"not-it"' });
    expect(stale.statusCode).toBe(412);
    expect(errorCode(stale.body)).toBe('precondition-failed');
    const fresh = await draft('guarded-1', pressReleaseBody({ date: '2026-11-20' }), { 'if-match': first.json().etag });
    expect(fresh.json()).toMatchObject({ state: 'draft', version: 2 });
  });

  it('keeps a draft of any kind: a judgment stays off its permalink', async () => {
    const judgment = '/api/v1/publishing/judgments/2026/777';
    const registry = { authorization: `Bearer ${await staff().token('registry', 'publish:judgments')}` };
    const saved = await app().inject({
      method: 'PUT',
      url: `${judgment}?draft=true`,
      payload: judgmentBody(),
      headers: registry,
    });
    expect(saved.json()).toMatchObject({ kind: 'judgment', state: 'draft' });
    expect((await get('/api/v1/juris/judgments/2026/777?lang=nl')).statusCode).toBe(404);
    const published = await app().inject({ method: 'PUT', url: judgment, payload: judgmentBody(), headers: registry });
    expect(published.json()).toMatchObject({ state: 'published', version: 2 });
    expect((await get('/api/v1/juris/judgments/2026/777?lang=nl')).statusCode).toBe(200);
  });

  it('refuses a draft flag that is not a boolean', async () => {
    const res = await put(`${RELEASES}/flag-1?draft=maybe`, pressReleaseBody());
    expect(res.statusCode).toBe(400);
    expect(errorCode(res.body)).toBe('invalid-request');
  });
});
