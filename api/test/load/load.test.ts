import type { AddressInfo } from 'node:net';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { describe, expect, it } from 'vitest';
import { measureMix, type Target } from '../../bench/load.js';
import { testConfig, useApp, useDatabase } from '../helper.js';

/**
 * The server under sustained load from 50 clients on loopback: every answer must be a 200, and the heap must not
 * grow once warm (a leak would show as steady growth over the 30 s). The figures are printed for the record.
 */
const CONNECTIONS = 50;
const WARM_UP_SECONDS = 5;
const LOAD_SECONDS = 30;
/** Heap growth allowed between after the warm-up and after the load, both after a full collection. */
const HEAP_GROWTH_LIMIT_MB = 24;

const MIX: Target[] = [
  { name: 'judgments list', path: '/api/v1/juris/judgments?lang=fr&year=2024' },
  { name: 'a judgment', path: '/api/v1/juris/judgments/2024/12?lang=fr' },
  { name: 'search', path: '/api/v1/search/full-text-judgments?lang=nl&term=onderwijs' },
  { name: 'search by number', path: '/api/v1/search/judgments?lang=fr&year=2025' },
  { name: 'press', path: '/api/v1/press/judgments?lang=nl' },
  { name: 'content', path: '/_content/fr/rules', method: 'POST', body: '{}' },
];

/** A full garbage collection, so heap samples compare live objects and not garbage not yet collected. */
function collectGarbage(): void {
  setFlagsFromString('--expose-gc');
  (runInNewContext('gc') as () => void)();
}

const megabytes = (bytes: number) => Math.round((bytes / 1024 / 1024) * 10) / 10;

function memory() {
  collectGarbage();
  const { heapUsed, rss } = process.memoryUsage();
  return { heapUsedMb: megabytes(heapUsed), rssMb: megabytes(rss) };
}

describe('under load', () => {
  const url = useDatabase('sqlite');
  // The rate limit would answer 429 to the one client the load comes from.
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RATE_LIMIT_MAX: '10000000' }));

  it(
    `answers ${CONNECTIONS} clients for ${LOAD_SECONDS} s without an error and with a stable heap`,
    async () => {
      await app().listen({ host: '127.0.0.1', port: 0 });
      const { port } = app().server.address() as AddressInfo;
      const base = `http://127.0.0.1:${port}`;

      const warmUp = await measureMix(base, MIX, WARM_UP_SECONDS, CONNECTIONS);
      expect(warmUp.errors + warmUp.timeouts + warmUp.non2xx, JSON.stringify(warmUp.statusCodes)).toBe(0);
      const before = memory();
      const load = await measureMix(base, MIX, LOAD_SECONDS, CONNECTIONS);
      const after = memory();

      console.log(
        `load: ${CONNECTIONS} connections, ${LOAD_SECONDS} s, ${MIX.map((t) => t.name).join(', ')}\n` +
          JSON.stringify({ ...load, memory: { before, after } }, null, 2),
      );
      expect(load.requests).toBeGreaterThan(0);
      expect(load.statusCodes).toEqual({ 200: load.requests });
      expect(load.errors).toBe(0);
      expect(load.timeouts).toBe(0);
      expect(after.heapUsedMb - before.heapUsedMb).toBeLessThan(HEAP_GROWTH_LIMIT_MB);
    },
    (WARM_UP_SECONDS + LOAD_SECONDS) * 1000 + 60_000,
  );
});
