import { describe, expect, it } from 'vitest';
import { dcgAt, meanOf, ndcgAt, recallAt } from '../../bench/relevance/metrics.js';

describe('search relevance measures', () => {
  it('discounts each gain by the log of its place', () => {
    // (2^2−1)/log2(2) + (2^0−1)/log2(3) + (2^1−1)/log2(4) = 3 + 0 + 0.5
    expect(dcgAt(10, [2, 0, 1])).toBeCloseTo(3.5, 10);
    expect(dcgAt(1, [2, 0, 1])).toBe(3);
    expect(dcgAt(10, [])).toBe(0);
  });

  it('compares the ranking with the best order of every label, not only the ones found', () => {
    // Ideal order 2, 2, 1: 3 + 3/log2(3) + 1/2 = 5.392789; the ranking 2, 0, 1 gives 3.5.
    expect(ndcgAt(10, [2, 0, 1], [1, 2, 0, 2, 0])).toBeCloseTo(3.5 / (3.5 + 3 / Math.log2(3)), 10);
    expect(ndcgAt(10, [2, 2, 1], [2, 1, 2])).toBe(1);
    expect(ndcgAt(10, [0, 0], [1])).toBe(0);
  });

  it('cuts both the ranking and the ideal at k', () => {
    // At k = 1 only the first place counts: the ranking 1 against the ideal 2 gives 1/3.
    expect(ndcgAt(1, [1, 2], [2, 1])).toBeCloseTo(1 / 3, 10);
  });

  it('leaves out a query whose labels expect nothing', () => {
    expect(ndcgAt(10, [0, 0], [0, 0])).toBeNull();
    expect(recallAt(30, [0], 0)).toBeNull();
    expect(meanOf([null, 0.5, 1, null])).toBe(0.75);
    expect(meanOf([null])).toBeNull();
  });

  it('counts the expected judgments found in the first k, whatever their grade', () => {
    expect(recallAt(30, [2, 0, 1, 0], 4)).toBe(0.5);
    expect(recallAt(2, [2, 0, 1, 0], 4)).toBe(0.25);
  });
});
