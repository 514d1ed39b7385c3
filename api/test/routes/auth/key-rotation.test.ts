import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ConfiguredKeys } from '../../../src/auth/configured-keys.js';
import { DatabaseKeys, HANDOVER_MS, KEPT_AFTER_RETIREMENT_MS, REFRESH_MS } from '../../../src/auth/database-keys.js';
import { LONGEST_LOGIN_SECONDS, SiteTokens, loginExpiry } from '../../../src/auth/site-tokens.js';
import { openDatabase, type Database } from '../../../src/db/engine.js';
import { ENGINES, useDatabase } from '../../helper.js';

const DAY_MS = 24 * 3600 * 1000;
const ROTATION_MS = 7 * DAY_MS;
const inAnHour = () => new Date(Date.now() + 3600_000);

/** A clock the test moves; the tokens' own expiry follows the real one. */
function testClock() {
  let now = Date.parse('2026-03-02T08:00:00.000Z');
  return { now: () => new Date(now), advance: (ms: number) => (now += ms) };
}

describe.each(ENGINES)('rotation of the database keys on %s', (engine) => {
  const url = useDatabase(engine);
  // Two connections to one database stand for two instances.
  let first: Database;
  let second: Database;
  const rows = () => first.db.selectFrom('auth_signing_keys').selectAll().orderBy('generation').execute();

  beforeAll(() => {
    first = openDatabase(url());
    second = openDatabase(url());
  });
  afterAll(async () => {
    await first.close();
    await second.close();
  });
  beforeEach(async () => {
    await first.db.deleteFrom('auth_signing_keys').execute();
  });

  it('hands signing over to a new key at its age, and deletes the old one once its tokens have expired', async () => {
    const clock = testClock();
    const keys = new DatabaseKeys(first.db, ROTATION_MS, clock.now);
    const tokens = new SiteTokens(keys);
    await keys.refresh();
    const original = await keys.signingKey();
    const oldToken = await tokens.sign('login-before-rotation', inAnHour());

    clock.advance(ROTATION_MS);
    // The successor is stored, but the old key signs until every instance has had time to read it.
    expect((await keys.signingKey()).kid).toBe(original.kid);
    const [retired, successor] = await rows();
    expect(retired?.retired_at).toBe(new Date(Date.parse(String(successor?.created_at)) + HANDOVER_MS).toISOString());

    clock.advance(HANDOVER_MS);
    expect((await keys.signingKey()).kid).toBe(successor?.kid);
    expect(await tokens.verify(oldToken)).toBe('login-before-rotation');

    clock.advance(KEPT_AFTER_RETIREMENT_MS - REFRESH_MS);
    expect(await tokens.verify(oldToken)).toBe('login-before-rotation');
    clock.advance(2 * REFRESH_MS);
    expect(await tokens.verify(oldToken)).toBeUndefined();
    expect((await rows()).map((row) => row.kid)).toEqual([successor?.kid]);
  });

  it('has another instance read a new key before it signs with it', async () => {
    const clock = testClock();
    const rotating = new DatabaseKeys(first.db, ROTATION_MS, clock.now);
    const other = new DatabaseKeys(second.db, ROTATION_MS, clock.now);
    await rotating.refresh();
    const original = await rotating.signingKey();

    clock.advance(ROTATION_MS - REFRESH_MS / 2);
    await other.refresh();
    clock.advance(REFRESH_MS / 2);
    await rotating.refresh();
    const successor = String((await rows())[1]?.kid);
    // The other instance's copy predates the successor, and it still signs with the key both know.
    expect((await other.signingKey()).kid).toBe(original.kid);
    expect(await other.verificationKey(successor)).toBeUndefined();

    clock.advance(HANDOVER_MS);
    const token = await new SiteTokens(rotating).sign('login-after-handover', inAnHour());
    expect(await new SiteTokens(other).verify(token)).toBe('login-after-handover');
    expect((await other.signingKey()).kid).toBe(successor);
  });

  it('stores one key when instances start or rotate together', async () => {
    const clock = testClock();
    for (let round = 0; round < 5; round += 1) {
      await first.db.deleteFrom('auth_signing_keys').execute();
      const instances = [first, second, first, second].map(
        (database) => new DatabaseKeys(database.db, ROTATION_MS, clock.now),
      );
      await Promise.all(instances.map((keys) => keys.refresh()));
      expect(await rows()).toHaveLength(1);
      const signing = await Promise.all(instances.map(async (keys) => (await keys.signingKey()).kid));
      expect(new Set(signing).size).toBe(1);

      clock.advance(ROTATION_MS);
      await Promise.all(instances.map((keys) => keys.refresh()));
      expect(await rows()).toHaveLength(2);
    }
  });

  it('replaces a signing key deleted by hand at the next read', async () => {
    const clock = testClock();
    const keys = new DatabaseKeys(first.db, ROTATION_MS, clock.now);
    await keys.refresh();
    const revoked = await keys.signingKey();
    await first.db.deleteFrom('auth_signing_keys').execute();

    clock.advance(REFRESH_MS);
    const replacement = await keys.signingKey();
    expect(replacement.kid).not.toBe(revoked.kid);
    expect(await keys.verificationKey(revoked.kid)).toBeUndefined();
  });
});

describe('keys from AUTH_TOKEN_SECRET', () => {
  const previous = 'the-previous-key-of-the-site-tokens-0123456789';
  const current = 'the-current-key-of-the-site-tokens-0123456789';

  it('signs with the first key and verifies with every key listed', async () => {
    const beforeRotation = new SiteTokens(new ConfiguredKeys([previous]));
    const afterRotation = new SiteTokens(new ConfiguredKeys([current, previous]));
    const oldToken = await beforeRotation.sign('login-1', inAnHour());
    const newToken = await afterRotation.sign('login-2', inAnHour());

    expect(await afterRotation.verify(oldToken)).toBe('login-1');
    expect(await afterRotation.verify(newToken)).toBe('login-2');
    // An instance not yet given the new key refuses its tokens: add a key to every instance before it signs.
    expect(await beforeRotation.verify(newToken)).toBeUndefined();
  });
});

describe('length of a login', () => {
  it("follows the provider's token, an hour when it says nothing, and at most LONGEST_LOGIN_SECONDS", () => {
    const now = Date.parse('2026-03-02T08:00:00.000Z');
    expect(loginExpiry(1800, now).getTime() - now).toBe(1800_000);
    expect(loginExpiry(undefined, now).getTime() - now).toBe(3600_000);
    expect(loginExpiry(30 * 24 * 3600, now).getTime() - now).toBe(LONGEST_LOGIN_SECONDS * 1000);
  });
});
