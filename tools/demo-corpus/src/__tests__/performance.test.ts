import { describe, expect, it } from 'vitest';
import { generateCorpus } from '../index.js';
import { TODAY } from './fixture.js';

describe('size of the benchmark corpus', () => {
  it('generates 7,000 judgments in bounded time and memory', () => {
    const before = process.memoryUsage().heapUsed;
    const started = performance.now();
    const c = generateCorpus({ judgments: 7000, today: TODAY });
    const ms = performance.now() - started;
    const heapMb = (process.memoryUsage().heapUsed - before) / 1e6;
    console.log(`7,000 judgments in ${Math.round(ms)} ms, heap +${Math.round(heapMb)} MB`);
    expect(c.judgments).toHaveLength(7000);
    expect(ms).toBeLessThan(30_000);
    expect(heapMb).toBeLessThan(1000);
  }, 60_000);
});
