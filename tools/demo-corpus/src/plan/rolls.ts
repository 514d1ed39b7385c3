import { type Day, yearOf } from '../dates.js';
import type { Rng } from '../prng.js';
import type { CasePlan } from './types.js';

/**
 * Cause-list (roll) numbers. The court numbers every case it receives in one sequence since 1984; the corpus holds
 * only part of the court's cases, so numbers advance with gaps, ending near the court's real count for the year of
 * `today` (about 8,500 after forty years).
 */

const CASES_PER_YEAR = 8500 / 41;

export function assignRollNumbers(rng: Rng, cases: readonly CasePlan[], today: Day): void {
  const byKey = new Map<number, CasePlan[]>();
  for (const c of cases) (byKey.get(c.key) ?? byKey.set(c.key, []).get(c.key))?.push(c);
  const entries: { key: number; receipt: Day }[] = [];
  for (const [key, group] of byKey) {
    const first = group[0] as CasePlan;
    // Joined cases arrive within a few weeks of each other, the first one opening the file, and before the case is
    // decided (or, for pending cases, before today).
    const decided = group.map((c) => ('day' in c && typeof c.day === 'number' ? c.day - 20 : today));
    const latest = Math.max(first.receiptDay, Math.min(...decided));
    for (let i = 0; i < first.rollCount; i++) {
      entries.push({ key, receipt: Math.min(first.receiptDay + (i === 0 ? 0 : rng.int(1, 45)), latest) });
    }
  }
  entries.sort((a, b) => a.receipt - b.receipt || a.key - b.key);
  const target = Math.max(entries.length, Math.round(CASES_PER_YEAR * (yearOf(today) - 1984)));
  const extraMean = target / Math.max(entries.length, 1) - 1;
  const numbers = new Map<number, { roll: string; receipt: Day }[]>();
  let current = 0;
  for (const e of entries) {
    current += 1 + (extraMean > 0 ? rng.int(0, Math.round(2 * extraMean)) : 0);
    (numbers.get(e.key) ?? numbers.set(e.key, []).get(e.key))?.push({ roll: String(current), receipt: e.receipt });
  }
  for (const c of cases) {
    const list = numbers.get(c.key) ?? [];
    c.rollNumbers = list.map((n) => n.roll);
    c.rollReceipts = list.map((n) => n.receipt);
  }
}
