import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import { AddressLimiter, RedisAddressLimiter, type AddressLimit } from '../../src/mailing/address-limiter.js';
import { freePort } from '../helper.js';
import { keysUnder, TEST_REDIS_URL, useRedisPrefix, withTestRedis } from '../redis-fixture.js';

const HOUR = 60 * 60 * 1000;
const T0 = Date.UTC(2026, 10, 2, 9);

const clients: Redis[] = [];
afterEach(() => {
  for (const client of clients.splice(0)) client.disconnect();
});
/** A client as the app makes it: failing at once without a connection. */
const client = async (prefix: string, url = TEST_REDIS_URL) => {
  const redis = new Redis(url, { keyPrefix: prefix, enableOfflineQueue: false, lazyConnect: true });
  redis.on('error', () => undefined);
  clients.push(redis);
  await redis.connect().catch(() => undefined);
  return redis;
};

type LimiterOf = (limit: number, prefix: string) => Promise<AddressLimit>;

describe.each<[string, LimiterOf]>([
  ['in memory', async (limit) => new AddressLimiter(limit)],
  ['in Redis', async (limit, prefix) => new RedisAddressLimiter(await client(prefix), limit)],
])('the address limit %s', (_name, limiterOf) => {
  const prefix = useRedisPrefix();
  const limiter = (limit: number) => limiterOf(limit, prefix());

  it('takes requests up to the limit, then refuses them without counting them', async () => {
    const limit = await limiter(2);
    expect(await limit.take('anna@example.be', T0)).toBe(true);
    expect(await limit.take('anna@example.be', T0 + 1)).toBe(true);
    expect(await limit.take('anna@example.be', T0 + 2)).toBe(false);
    expect(await limit.take('ben@example.be', T0 + 2)).toBe(true);
    // Refused requests did not count: the first two leave the window an hour after each was made.
    expect(await limit.take('anna@example.be', T0 + HOUR - 1)).toBe(false);
    expect(await limit.take('anna@example.be', T0 + HOUR)).toBe(true);
    expect(await limit.take('anna@example.be', T0 + HOUR)).toBe(false);
    expect(await limit.take('anna@example.be', T0 + HOUR + 1)).toBe(true);
  });

  it('counts every request of the same moment', async () => {
    const limit = await limiter(3);
    const taken = await Promise.all(Array.from({ length: 5 }, () => limit.take('cleo@example.be', T0)));
    expect(taken.filter(Boolean)).toHaveLength(3);
  });
});

describe('the address limit in Redis', () => {
  const prefix = useRedisPrefix();

  it('is one count for every limiter on the same Redis and prefix, under a hash of the address', async () => {
    const a = new RedisAddressLimiter(await client(prefix()), 2);
    const b = new RedisAddressLimiter(await client(prefix()), 2);
    expect(await a.take('dirk@example.be', T0)).toBe(true);
    expect(await b.take('dirk@example.be', T0)).toBe(true);
    expect(await a.take('dirk@example.be', T0)).toBe(false);
    expect(await b.take('dirk@example.be', T0)).toBe(false);
    const keys = await withTestRedis((redis) => keysUnder(redis, prefix()));
    expect(keys).toEqual([expect.stringMatching(new RegExp(`^${prefix()}mailing-address:[0-9a-f]{64}$`))]);
    const ttl = await withTestRedis((redis) => redis.pttl(keys[0]!));
    expect(ttl).toBeGreaterThan(HOUR - 60_000);
    expect(ttl).toBeLessThanOrEqual(HOUR);
  });

  it('lets requests through when Redis cannot be reached', async () => {
    const limit = new RedisAddressLimiter(await client(prefix(), `redis://127.0.0.1:${await freePort()}`), 1);
    for (let i = 0; i < 3; i += 1) expect(await limit.take('emma@example.be', T0)).toBe(true);
  });

  it('throws what Redis answers as an error, which is no outage', async () => {
    const limit = new RedisAddressLimiter(await client(prefix()), 1);
    expect(await limit.take('fien@example.be', T0)).toBe(true);
    const [key] = await withTestRedis((plain) => keysUnder(plain, prefix()));
    await withTestRedis((plain) => plain.set(key!, 'not a sorted set'));
    await expect(limit.take('fien@example.be', T0)).rejects.toThrow(/WRONGTYPE/);
  });
});
