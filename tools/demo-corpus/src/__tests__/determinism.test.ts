import { afterEach, describe, expect, it, vi } from 'vitest';
import { CORPUS_VERSION, generateCorpus } from '../index.js';
import { TODAY } from './fixture.js';

describe('determinism of the demo corpus', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('gives a deep-equal corpus for the same options', () => {
    const a = generateCorpus({ judgments: 300, seed: 7, today: TODAY });
    const b = generateCorpus({ judgments: 300, seed: 7, today: TODAY });
    expect(b).toEqual(a);
  });

  it('gives a different corpus for a different seed', () => {
    const a = generateCorpus({ judgments: 300, seed: 7, today: TODAY });
    const b = generateCorpus({ judgments: 300, seed: 8, today: TODAY });
    expect(b.judgments.map((j) => j.headnote.nl)).not.toEqual(a.judgments.map((j) => j.headnote.nl));
    expect(b.members.map((m) => m.name)).not.toEqual(a.members.map((m) => m.name));
  });

  it('follows the day it is generated for', () => {
    const a = generateCorpus({ judgments: 300, seed: 7, today: TODAY });
    const b = generateCorpus({ judgments: 300, seed: 7, today: new Date('2026-02-03T10:00:00Z') });
    expect(b.judgments.at(-1)?.date).not.toEqual(a.judgments.at(-1)?.date);
    expect(b.judgments.at(-1)?.year).toBe(2026);
  });

  it('never draws on Math.random or the clock when the day is given', () => {
    vi.spyOn(Math, 'random').mockImplementation(() => {
      throw new Error('Math.random used');
    });
    vi.spyOn(Date, 'now').mockImplementation(() => {
      throw new Error('Date.now used');
    });
    expect(() => generateCorpus({ judgments: 120, today: TODAY })).not.toThrow();
  });

  it('defaults the seed and produces exactly the requested number of judgments', () => {
    const a = generateCorpus({ judgments: 200, today: TODAY });
    const b = generateCorpus({ judgments: 200, seed: 1984, today: TODAY });
    expect(a).toEqual(b);
    expect(a.judgments).toHaveLength(200);
    expect(generateCorpus({ judgments: 0, today: TODAY }).judgments).toHaveLength(0);
  });

  it('exports a version string for caches of seeded databases', () => {
    expect(CORPUS_VERSION).toMatch(/^\S+$/);
  });
});
