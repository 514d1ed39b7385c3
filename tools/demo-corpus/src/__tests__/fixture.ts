import type { Corpus } from '@court/contract/content-model';
import { generateCorpus } from '../index.js';

/**
 * One corpus of the default size for a test file, generated for a fixed day so that the assertions about dates
 * (upcoming hearings, deadlines, the current year) do not depend on when the tests run. 15 June 2025 is a Sunday in
 * summer time, two weeks before the court's summer recess.
 */
export const TODAY = new Date('2025-06-15T10:00:00Z');
export const TODAY_ISO = '2025-06-15';
export const JUDGMENTS = 1500;

let cached: Corpus | undefined;

export function corpus(): Corpus {
  cached ??= generateCorpus({ judgments: JUDGMENTS, today: TODAY });
  return cached;
}

/** Count of items per key. */
export function countBy<T>(items: readonly T[], key: (item: T) => string): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const item of items) {
    const k = key(item);
    counts[k] = (counts[k] ?? 0) + 1;
  }
  return counts;
}

export const refKey = (r: { year: number; number: number }): string => `${r.number}/${r.year}`;
