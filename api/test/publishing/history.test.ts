import { describe, expect, it } from 'vitest';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../helper.js';
import { judgmentBody, pressReleaseBody, tinyPdf } from './bodies.js';
import { useStaffProvider } from './staff-provider-fixture.js';

const RELEASE = '/api/v1/publishing/press-releases/history-1';

describe.each(ENGINES)('the history of an item on %s', (engine) => {
  const url = useDatabase(engine);
  const staff = useStaffProvider();
  const app = useApp(() => testConfig({ DATABASE_URL: url(), STAFF_ISSUER: staff().issuer }));
  const press = async () => ({ authorization: `Bearer ${await staff().token('press', 'publish:press')}` });
  const send = async (method: 'PUT' | 'DELETE', path: string, payload?: object | Buffer) =>
    app().inject({
      method,
      url: path,
      payload,
      headers: { ...(await press()), ...(Buffer.isBuffer(payload) ? { 'content-type': 'application/pdf' } : {}) },
    });

  it('lists who wrote a release and when, newest first, to whoever may write it', async () => {
    await send('PUT', `${RELEASE}?draft=true`, pressReleaseBody());
    await send('PUT', `${RELEASE}/pdf/nl`, tinyPdf('nl'));
    const publishAt = new Date(Date.now() - 1000).toISOString();
    await send('PUT', RELEASE, pressReleaseBody({ publishAt: new Date(Date.now() + 60_000).toISOString() }));
    await send('PUT', RELEASE, pressReleaseBody({ publishAt }));
    await send('DELETE', RELEASE);

    const res = await app().inject({ url: `${RELEASE}/history`, headers: await press() });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const { items, total, page, pageSize } = res.json();
    expect({ total, page, pageSize }).toEqual({ total: 5, page: 1, pageSize: 30 });
    expect(items.map((entry: { action: string; version: number | null }) => [entry.action, entry.version])).toEqual([
      ['withdraw', 4],
      ['update', 3],
      ['update', 2],
      ['document', null],
      ['draft', 1],
    ]);
    for (const entry of items) {
      expect(Object.keys(entry).sort()).toEqual(['action', 'actor', 'at', 'version']);
      expect(entry.actor).toBe('court-press-system');
      expect(Date.parse(entry.at)).toBeGreaterThan(Date.now() - 60_000);
    }

    const second = await app().inject({ url: `${RELEASE}/history?page=2&pageSize=2`, headers: await press() });
    expect(second.json()).toMatchObject({
      total: 5,
      page: 2,
      pageSize: 2,
      items: [
        { action: 'update', version: 2 },
        { action: 'document', version: null },
      ],
    });
  });

  it('names the scheduler when it released the item', async () => {
    const path = '/api/v1/publishing/press-releases/history-2';
    await send('PUT', path, pressReleaseBody({ publishAt: new Date(Date.now() + 300).toISOString() }));
    await new Promise((resolve) => setTimeout(resolve, 400));
    await app().publishing.service.releaseDue();
    const items = (await app().inject({ url: `${path}/history`, headers: await press() })).json().items;
    expect(items.map((entry: { action: string; actor: string }) => [entry.action, entry.actor])).toEqual([
      ['publish', 'scheduler'],
      ['create', 'court-press-system'],
    ]);
  });

  it("takes the kind's scope, not publish:audit, and answers 404 for an item never written", async () => {
    const judgments = { authorization: `Bearer ${await staff().token('registry', 'publish:judgments')}` };
    const denied = await app().inject({ url: `${RELEASE}/history`, headers: judgments });
    expect(denied.statusCode).toBe(403);
    expect(denied.headers['www-authenticate']).toContain('scope="publish:press"');
    expect((await app().inject({ url: `${RELEASE}/history` })).statusCode).toBe(401);

    const unknown = await app().inject({
      url: '/api/v1/publishing/press-releases/never/history',
      headers: await press(),
    });
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown.body)).toBe('not-found');

    // Every kind has one: a judgment's, for the registry.
    await app().inject({
      method: 'PUT',
      url: '/api/v1/publishing/judgments/2026/901',
      payload: judgmentBody(),
      headers: judgments,
    });
    const history = await app().inject({ url: '/api/v1/publishing/judgments/2026/901/history', headers: judgments });
    expect(history.json()).toMatchObject({
      total: 1,
      items: [{ action: 'create', actor: 'court-registry', version: 1 }],
    });
  });
});
