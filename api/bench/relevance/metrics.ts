/**
 * Ranking measures of the search bench. A ranking is the list of graded labels of the judgments in the order the
 * search answered them (0 for a judgment the labels do not expect); the labels are 0, 1 or 2.
 */

/** Discounted cumulative gain of the first `k` places: Σ (2^grade − 1) / log2(place + 1), places from 1. */
export function dcgAt(k: number, grades: readonly number[]): number {
  return grades.slice(0, k).reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);
}

/**
 * nDCG@k: the ranking's DCG over the best DCG the labels allow (every expected judgment, highest grade first).
 * Null when the labels expect nothing, since no ranking can then be better or worse than another.
 */
export function ndcgAt(k: number, ranking: readonly number[], labels: readonly number[]): number | null {
  const ideal = dcgAt(
    k,
    labels.filter((grade) => grade > 0).sort((a, b) => b - a),
  );
  return ideal === 0 ? null : dcgAt(k, ranking) / ideal;
}

/** recall@k: the expected judgments among the first `k` over all expected judgments; null when none is expected. */
export function recallAt(k: number, ranking: readonly number[], expected: number): number | null {
  if (expected === 0) return null;
  return ranking.slice(0, k).filter((grade) => grade > 0).length / expected;
}

/** Mean of the values that are defined, null when there is none. */
export function meanOf(values: readonly (number | null)[]): number | null {
  const defined = values.filter((v): v is number => v !== null);
  return defined.length === 0 ? null : defined.reduce((a, b) => a + b, 0) / defined.length;
}
