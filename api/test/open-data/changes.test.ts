import { describe, expect, it } from 'vitest';
import type { ChangePage } from '@court/contract/schemas/open-data';
import { openDatabase } from '../../src/db/engine.js';
import type { Kysely } from 'kysely';
import * as contentChanges from '../../src/db/migrations/0014-content-changes.js';
import { ENGINES, errorCode } from '../helper.js';
import { judgmentBody, pressReleaseBody } from '../publishing/bodies.js';
import { usePublishingClientOn } from '../publishing/publishing-client.js';
import { followFeed, useSeededDatabase } from './open-data-client.js';

describe.each(ENGINES)('the change feed on %s', (engine) => {
  const client = usePublishingClientOn(useSeededDatabase(engine), { PUBLISHING_POLL_MS: '100' });
  const feed = async (query: string) => client().read(`/api/v1/changes${query}`);

  it('refuses a cursor it never gave, with the errors envelope', async () => {
    const { cursor } = await followFeed(client().read, new Map());
    const refusals = [
      ['abc', 'invalid-request'],
      ['-1', 'invalid-request'],
      ['1.5', 'invalid-request'],
      [String(Number(cursor) + 1), 'invalid-cursor'],
    ];
    for (const [since, code] of refusals) {
      const response = await feed(`?since=${since}`);
      expect(response.statusCode, since).toBe(400);
      expect(errorCode(response.body), since).toBe(code);
    }
    const atTheEnd = await feed(`?since=${cursor}`);
    expect(atTheEnd.json()).toEqual({ items: [], next: cursor, more: false });
  });

  it('lists the other kinds too, and is not hidden behind kept answers after a publication', async () => {
    const { cursor } = await followFeed(client().read, new Map());
    // Read once, so that the answer is kept.
    expect((await feed(`?since=${cursor}`)).json<ChangePage>().items).toEqual([]);
    const put = await client().put('/press-releases/open-data-1', 'publish:press', pressReleaseBody());
    expect(put.statusCode, put.body).toBe(201);
    const page = (await feed(`?since=${cursor}`)).json<ChangePage>();
    expect(page.items).toEqual([
      { kind: 'press-release', key: 'open-data-1', change: 'created', at: expect.any(String) },
    ]);
    expect(Number(page.next)).toBeGreaterThan(Number(cursor));
  });

  it('shows a scheduled judgment when it is released, not when it is stored', async () => {
    const { cursor } = await followFeed(client().read, new Map());
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const stored = await client().put('/judgments/2026/502', 'publish:judgments', judgmentBody({ publishAt }));
    expect(stored.json()).toMatchObject({ state: 'scheduled' });
    expect((await followFeed(client().read, new Map(), cursor)).seen).toEqual([]);

    let seen: string[] = [];
    for (let attempt = 0; attempt < 60 && seen.length === 0; attempt++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      seen = (await followFeed(client().read, new Map(), cursor)).seen;
    }
    expect(seen).toEqual(['judgment 2026/502 created']);
    const page = (await feed(`?since=${cursor}`)).json<ChangePage>();
    expect(Date.parse(page.items[0]!.at)).toBeGreaterThanOrEqual(Date.parse(publishAt));
    expect((await client().read(page.items[0]!.href!.fr)).statusCode).toBe(200);
  });
});

describe.each(ENGINES)('adding the change feed to a database already published on %s', (engine) => {
  const url = useSeededDatabase(engine);

  it('gives every published item a created entry, in the order they were published', async () => {
    const database = openDatabase(url());
    try {
      const { db } = database;
      // Migrations see the database untyped, as it is before them.
      const untyped = db as unknown as Kysely<unknown>;
      await contentChanges.down(untyped);
      await contentChanges.up(untyped);
      const published = await db
        .selectFrom('publishing_items')
        .select(['kind', 'key', 'publish_at'])
        .where('state', '=', 'published')
        .orderBy('publish_at')
        .orderBy('kind')
        .orderBy('key')
        .execute();
      const entries = await db.selectFrom('content_changes').selectAll().orderBy('seq').execute();
      expect(published.length).toBeGreaterThan(0);
      expect(entries.map(({ kind, key, change, at }) => ({ kind, key, change, at }))).toEqual(
        published.map(({ kind, key, publish_at }) => ({ kind, key, change: 'created', at: publish_at })),
      );
    } finally {
      await database.close();
    }
  });
});
