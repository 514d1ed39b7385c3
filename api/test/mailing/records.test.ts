import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/engine.js';
import * as mailingOnce from '../../src/db/migrations/0011-mailing-once.js';
import { SubscriptionRecords, type Subscription } from '../../src/mailing/subscriptions.js';
import { ENGINES, useDatabase } from '../helper.js';

const DAY_MS = 24 * 60 * 60 * 1000;

describe.each(ENGINES)('the subscription records on %s', (engine) => {
  const url = useDatabase(engine);
  let database: Database;
  beforeAll(() => {
    database = openDatabase(url());
  });
  afterAll(() => database.close());
  const recordsOf = (email: string) =>
    database.db
      .selectFrom('newsletter_subscriptions')
      .select(['letter_language', 'roll_number', 'created_at'])
      .where('email', '=', email)
      .orderBy('id')
      .execute();

  it('keep one record per subscription; the same one within a day is no new wish, after a day it is', async () => {
    const records = new SubscriptionRecords(database.db);
    const add = (subscription: Subscription, now: number) =>
      records.transaction((trx) => records.add(trx, subscription, now));
    const newsletter: Subscription = { email: 'kept@example.be', letterLanguage: 'nl', rollNumber: undefined };
    const aCase: Subscription = { ...newsletter, rollNumber: '8101' };
    const start = Date.UTC(2026, 0, 5, 9);

    expect(await add(newsletter, start)).toBe(true);
    expect(await add(newsletter, start + 1000)).toBe(false);
    expect(await add(aCase, start + 2000)).toBe(true);
    expect(await add(newsletter, start + DAY_MS + 1000)).toBe(true);
    expect(await recordsOf('kept@example.be')).toEqual([
      { letter_language: 'nl', roll_number: null, created_at: new Date(start + DAY_MS + 1000).toISOString() },
      { letter_language: 'nl', roll_number: '8101', created_at: new Date(start + 2000).toISOString() },
    ]);
  });

  it('are merged by migration 0011 when stored twice before it, keeping the latest of each', async () => {
    // Migrations see the database untyped, as it is before them.
    const untyped = database.db as unknown as Kysely<unknown>;
    await mailingOnce.down(untyped);
    const rows = ['2026-01-01', '2026-01-02', '2026-01-03'].flatMap((day) => [
      { email: 'twice@example.be', letter_language: 'fr', roll_number: null, created_at: `${day}T10:00:00.000Z` },
      { email: 'twice@example.be', letter_language: 'fr', roll_number: '8101', created_at: `${day}T11:00:00.000Z` },
    ]);
    await database.db.insertInto('newsletter_subscriptions').values(rows).execute();
    await mailingOnce.up(untyped);
    expect(await recordsOf('twice@example.be')).toEqual([
      { letter_language: 'fr', roll_number: null, created_at: '2026-01-03T10:00:00.000Z' },
      { letter_language: 'fr', roll_number: '8101', created_at: '2026-01-03T11:00:00.000Z' },
    ]);
    await expect(database.db.insertInto('newsletter_subscriptions').values(rows.slice(0, 1)).execute()).rejects.toThrow(
      /unique/i,
    );
  });
});
