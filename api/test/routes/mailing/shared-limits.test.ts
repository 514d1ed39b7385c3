import { afterEach, describe, expect, it } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { App } from '../../../src/types.js';
import { errorCode, freePort, testConfig, useDatabase } from '../../helper.js';
import { useMailingStandIn } from '../../mailing/stand-in.js';
import { keysUnder, TEST_REDIS_URL, useRedisPrefix, withTestRedis } from '../../redis-fixture.js';

const CLIENT_LIMIT = { MAILING_CLIENT_LIMIT: '3', MAILING_ADDRESS_LIMIT: '100' };
const ADDRESS_LIMIT = { MAILING_CLIENT_LIMIT: '100', MAILING_ADDRESS_LIMIT: '2' };

describe('subscription limits across instances', () => {
  const url = useDatabase('sqlite');
  const mailman = useMailingStandIn();
  const prefix = useRedisPrefix();
  const apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });

  const instance = async (env: Record<string, string>) => {
    const config = testConfig({
      DATABASE_URL: url(),
      MAILING_BASE_URL: mailman.baseUrl(),
      REDIS_KEY_PREFIX: prefix(),
      ...env,
    });
    const app = await buildApp(config, { logger: false });
    apps.push(app);
    await app.ready();
    return app;
  };
  /** Two instances behind one load balancer (started one after the other, as each checks the schema). */
  const pair = async (env: Record<string, string>) => [await instance(env), await instance(env)] as const;
  const subscribe = (app: App, email: string) =>
    app.inject({ method: 'POST', url: '/api/v1/mailing/subscriptions', payload: { email, letterLanguage: 'nl' } });

  it('with the same REDIS_URL, a client that spent its subscriptions on one instance gets 429 on the other', async () => {
    const [a, b] = await pair({ ...CLIENT_LIMIT, REDIS_URL: TEST_REDIS_URL });
    for (const email of ['one@example.be', 'two@example.be']) expect((await subscribe(a, email)).statusCode).toBe(200);
    expect((await subscribe(b, 'three@example.be')).statusCode).toBe(200);
    const refused = await subscribe(b, 'four@example.be');
    expect(refused.statusCode).toBe(429);
    expect(errorCode(refused.body)).toBe('too-many-requests');
    expect((await subscribe(a, 'five@example.be')).statusCode).toBe(429);
  });

  it('with the same REDIS_URL, an address that had its requests on one instance gets 429 on the other', async () => {
    const [a, b] = await pair({ ...ADDRESS_LIMIT, REDIS_URL: TEST_REDIS_URL });
    expect((await subscribe(a, 'flood@example.be')).statusCode).toBe(200);
    expect((await subscribe(b, 'Flood@example.be')).statusCode).toBe(200);
    const refused = await subscribe(a, 'flood@example.be');
    expect(refused.statusCode).toBe(429);
    expect(errorCode(refused.body)).toBe('too-many-requests');
    expect((await subscribe(b, 'flood@example.be')).statusCode).toBe(429);
    expect((await subscribe(b, 'someone-else@example.be')).statusCode).toBe(200);
    // Redis holds a hash of each address, never the address.
    const keys = await withTestRedis((redis) => keysUnder(redis, `${prefix()}mailing-address:`));
    expect(keys).toHaveLength(2);
    expect(keys.join()).not.toContain('example.be');
  });

  it('without REDIS_URL, each instance keeps its own counts per client and per address', async () => {
    const [a, b] = await pair(CLIENT_LIMIT);
    for (const email of ['one@example.be', 'two@example.be', 'three@example.be'])
      expect((await subscribe(a, email)).statusCode).toBe(200);
    expect((await subscribe(a, 'four@example.be')).statusCode).toBe(429);
    expect((await subscribe(b, 'four@example.be')).statusCode).toBe(200);

    const [c, d] = await pair(ADDRESS_LIMIT);
    for (let i = 0; i < 2; i += 1) expect((await subscribe(c, 'flood@example.be')).statusCode).toBe(200);
    expect((await subscribe(c, 'flood@example.be')).statusCode).toBe(429);
    expect((await subscribe(d, 'flood@example.be')).statusCode).toBe(200);
  });

  it('takes subscriptions, unlimited, when Redis cannot be reached', async () => {
    const [a] = await pair({ ...ADDRESS_LIMIT, REDIS_URL: `redis://127.0.0.1:${await freePort()}` });
    for (let i = 0; i < 4; i += 1) expect((await subscribe(a, 'flood@example.be')).statusCode).toBe(200);
  });
});
