import { randomBytes } from 'node:crypto';
import net from 'node:net';
import { Redis } from 'ioredis';
import { afterEach, beforeEach } from 'vitest';
import { freePort } from './helper.js';

/** The Redis the tests of shared limits count in: REDIS_URL_TEST, or the one on this machine. */
export const TEST_REDIS_URL = process.env.REDIS_URL_TEST ?? 'redis://127.0.0.1:6379';

/**
 * A key prefix of its own for each test, so that tests running at the same time, and anything else using this
 * Redis, never see each other's counts; the test's keys are deleted after it.
 */
export function useRedisPrefix(): () => string {
  let prefix = '';
  beforeEach(() => {
    prefix = `court-test:${process.pid}-${randomBytes(6).toString('hex')}:`;
  });
  afterEach(async () => {
    await withTestRedis(async (redis) => {
      const keys = await keysUnder(redis, prefix);
      if (keys.length > 0) await redis.del(...keys);
    });
  });
  return () => prefix;
}

/** Runs `run` with a client of the test Redis of its own, without key prefix. */
export async function withTestRedis<T>(run: (redis: Redis) => Promise<T>): Promise<T> {
  const redis = new Redis(TEST_REDIS_URL);
  try {
    return await run(redis);
  } finally {
    redis.disconnect();
  }
}

/** The keys starting with `prefix`, whole. */
export async function keysUnder(redis: Redis, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let cursor = '0';
  do {
    const [next, batch] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 1000);
    keys.push(...batch);
    cursor = next;
  } while (cursor !== '0');
  return keys;
}

/** A TCP relay in front of the test Redis that a test can cut and restore, as if Redis went down and came back. */
export interface RedisRelay {
  /** REDIS_URL through the relay. */
  url: string;
  /** Drops every connection and refuses new ones. */
  cut(): Promise<void>;
  /** Accepts connections again, on the same port. */
  restore(): Promise<void>;
}

export async function startRedisRelay(): Promise<RedisRelay> {
  const target = new URL(TEST_REDIS_URL);
  const port = await freePort();
  const sockets = new Set<net.Socket>();
  let server: net.Server | undefined;
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const listen = () =>
    new Promise<void>((resolve) => {
      server = net.createServer((client) => {
        const upstream = net.connect(Number(target.port || 6379), target.hostname);
        track(client);
        track(upstream);
        client.on('close', () => upstream.destroy());
        upstream.on('close', () => client.destroy());
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, '127.0.0.1', resolve);
    });
  await listen();
  const url = new URL(TEST_REDIS_URL);
  url.host = `127.0.0.1:${port}`;
  return {
    url: url.toString(),
    async cut() {
      const closed = new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined)));
      for (const socket of sockets) socket.destroy();
      await closed;
    },
    restore: listen,
  };
}
