import { Writable } from 'node:stream';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { buildApp } from '../../../src/app.js';
import type { App } from '../../../src/types.js';
import { errorCode, freePort, testConfig } from '../../helper.js';
import {
  keysUnder,
  startRedisRelay,
  TEST_REDIS_URL,
  useRedisPrefix,
  withTestRedis,
  type RedisRelay,
} from '../../redis-fixture.js';

const LIMIT = 3;

interface LogLine {
  level: number;
  msg: string;
}

describe('the per-client rate limit across instances', () => {
  const prefix = useRedisPrefix();
  const apps: App[] = [];
  let relay: RedisRelay | undefined;
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
    await relay?.cut();
    relay = undefined;
  });

  /** An instance with a limit of three requests a minute; its warnings and information go to `log`. */
  const instance = async (env: Record<string, string>, log: LogLine[] = []) => {
    const stream = new Writable({
      write(chunk: Buffer, _encoding, done) {
        log.push(JSON.parse(chunk.toString()) as LogLine);
        done();
      },
    });
    const app = await buildApp(testConfig({ RATE_LIMIT_MAX: String(LIMIT), REDIS_KEY_PREFIX: prefix(), ...env }), {
      logger: { level: 'info', stream },
    });
    apps.push(app);
    await app.ready();
    return app;
  };
  const get = (app: App) => app.inject({ method: 'GET', url: '/api/v1/openapi.json' });
  const spend = async (app: App, times = LIMIT) => {
    for (let i = 0; i < times; i += 1) expect((await get(app)).statusCode).toBe(200);
  };

  it('with the same REDIS_URL, a client that spent its limit on one instance gets 429 on the other', async () => {
    const a = await instance({ REDIS_URL: TEST_REDIS_URL });
    const b = await instance({ REDIS_URL: TEST_REDIS_URL });
    await spend(a);
    const refused = await get(b);
    expect(refused.statusCode).toBe(429);
    expect(errorCode(refused.body)).toBe('too-many-requests');
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await get(a)).statusCode).toBe(429);
    expect(await withTestRedis((redis) => keysUnder(redis, prefix()))).toEqual([`${prefix()}rate-limit:127.0.0.1`]);
  });

  it('shares the limits routes set for themselves, such as the mailing subscriptions a client may post', async () => {
    const env = { REDIS_URL: TEST_REDIS_URL, MAILING_CLIENT_LIMIT: '6' };
    const a = await instance(env);
    const b = await instance(env);
    // An empty form: refused (400) after it was counted, until the limit answers first.
    const subscribe = (app: App) => app.inject({ method: 'POST', url: '/api/v1/mailing/subscriptions', payload: {} });
    for (let i = 0; i < 6; i += 1) expect((await subscribe(i % 2 ? a : b)).statusCode).toBe(400);
    expect((await subscribe(a)).statusCode).toBe(429);
    expect((await subscribe(b)).statusCode).toBe(429);
    // The route's own count is apart from the API's.
    expect((await get(a)).statusCode).toBe(200);
  });

  it('without REDIS_URL, each instance counts on its own', async () => {
    const a = await instance({});
    const b = await instance({});
    await spend(a);
    expect((await get(a)).statusCode).toBe(429);
    await spend(b);
    expect((await get(b)).statusCode).toBe(429);
  });

  it('serves requests, unlimited, when Redis cannot be reached, and says so once', async () => {
    const log: LogLine[] = [];
    const started = Date.now();
    const app = await instance({ REDIS_URL: `redis://127.0.0.1:${await freePort()}` }, log);
    expect(Date.now() - started).toBeLessThan(5000);
    await spend(app, LIMIT + 5);
    const aboutRedis = log.filter((line) => line.msg.startsWith('Redis'));
    expect(aboutRedis.map(({ level, msg }) => ({ level, msg }))).toEqual([
      { level: 40, msg: 'Redis cannot be reached: rate limits let requests through until it is back' },
    ]);
  });

  it('serves requests while Redis is down and limits again across instances once it is back', async () => {
    relay = await startRedisRelay();
    const log: LogLine[] = [];
    const a = await instance({ REDIS_URL: relay.url }, log);
    const b = await instance({ REDIS_URL: relay.url }, log);
    await spend(a);
    expect((await get(b)).statusCode).toBe(429);

    await relay.cut();
    for (const app of [a, b]) await spend(app, LIMIT + 2);
    await vi.waitFor(() =>
      expect(log.map((line) => line.msg)).toContain(
        'Redis cannot be reached: rate limits let requests through until it is back',
      ),
    );

    await relay.restore();
    const back = () =>
      log.filter((line) => line.msg === 'Redis reached again: rate limits are shared by every instance');
    await vi.waitFor(() => expect(back()).toHaveLength(2), { timeout: 5000 });
    expect((await get(a)).statusCode).toBe(429);
    expect((await get(b)).statusCode).toBe(429);
  });
});

describe("the first screens' requests", () => {
  const token = 'a-first-screen-token-of-32-characters';
  const apps: App[] = [];
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((app) => app.close()));
  });
  const instance = async (env: Record<string, string>) => {
    const app = await buildApp(testConfig({ RATE_LIMIT_MAX: String(LIMIT), ...env }), { logger: false });
    apps.push(app);
    return app;
  };
  const get = (app: App, firstScreen?: string) =>
    app.inject({
      url: '/api/v1/openapi.json',
      headers: firstScreen === undefined ? {} : { 'x-court-first-screen': firstScreen },
    });

  it('are not counted against the visitor when they carry the secret shared with the site server', async () => {
    const app = await instance({ FIRST_SCREEN_TOKEN: token });
    // The limit is stated in the API's description for them too, which carry no limit header.
    expect(JSON.parse((await get(app, token)).body).info['x-rate-limit-per-minute']).toBe(LIMIT);
    for (let i = 0; i < LIMIT * 2; i += 1) expect((await get(app, token)).statusCode).toBe(200);
    for (let i = 0; i < LIMIT; i += 1) expect((await get(app)).statusCode).toBe(200);
    expect((await get(app)).statusCode).toBe(429);
    expect((await get(app, 'a-guess')).statusCode).toBe(429);
    expect((await get(app, token)).statusCode).toBe(200);
  });

  it('are counted like any other without FIRST_SCREEN_TOKEN', async () => {
    const app = await instance({});
    for (let i = 0; i < LIMIT; i += 1) expect((await get(app, '')).statusCode).toBe(200);
    expect((await get(app, '')).statusCode).toBe(429);
    expect((await get(app, 'undefined')).statusCode).toBe(429);
  });
});
