import { type Day, dayFromYmd, isCourtDay, weekday, yearOf } from '../dates.js';
import type { Rng } from '../prng.js';

/**
 * When judgments are delivered: how many per year (few in the first years, most in recent ones) and on which days
 * (the court pronounces several judgments together, mostly on Thursdays). Numbers run from 1 within each year in
 * the order of delivery.
 */

export interface Slot {
  year: number;
  number: number;
  day: Day;
}

/** The first judgment of the court was delivered in April 1985. */
const FIRST_DELIVERY: Day = dayFromYmd(1985, 4, 1);

/** Relative output of the court per year: the early years were quiet, the court's caseload grew through the 1990s. */
export function yearWeight(year: number): number {
  if (year <= 1985) return 0.15;
  if (year < 1990) return 0.15 + (year - 1985) * 0.07;
  if (year < 2000) return 0.5 + (year - 1990) * 0.05;
  if (year < 2010) return 1 + (year - 2000) * 0.02;
  return 1.2 + Math.min(year - 2010, 10) * 0.01;
}

/** Splits `total` over the years in proportion to their weights (largest remainders), the current year pro rata. */
export function judgmentsPerYear(total: number, today: Day): Map<number, number> {
  const lastYear = yearOf(today);
  const years: number[] = [];
  for (let y = 1985; y <= lastYear; y++) years.push(y);
  const elapsed = (today - dayFromYmd(lastYear, 1, 1) + 1) / 365;
  const weights = years.map((y) => yearWeight(y) * (y === lastYear ? Math.min(1, elapsed) : 1));
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((w) => (w / sum) * total);
  const counts = exact.map(Math.floor);
  let missing = total - counts.reduce((a, b) => a + b, 0);
  const order = exact.map((e, i) => ({ i, r: e - Math.floor(e) })).sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of order) {
    if (missing <= 0) break;
    counts[i] = (counts[i] ?? 0) + 1;
    missing--;
  }
  return new Map(years.map((y, i) => [y, counts[i] ?? 0]));
}

function deliveryDays(rng: Rng, year: number, until: Day): Day[] {
  const from = Math.max(dayFromYmd(year, 1, 1), FIRST_DELIVERY);
  const to = Math.min(dayFromYmd(year, 12, 31), until);
  const days: Day[] = [];
  for (let d = from; d <= to; d++) {
    if (!isCourtDay(d)) continue;
    if (weekday(d) === 4 || rng.chance(0.04)) days.push(d);
  }
  return days;
}

/** Every judgment slot from 1985 to `today`, in chronological order; exactly `total` of them. */
export function planSlots(rng: Rng, total: number, today: Day): Slot[] {
  const plan = [...judgmentsPerYear(total, today)].map(([year, count]) => ({
    year,
    count,
    days: deliveryDays(rng, year, today),
  }));
  // Early in January the current year may have no delivery day yet: its share goes to the year before.
  for (let i = plan.length - 1; i > 0; i--) {
    const entry = plan[i];
    const before = plan[i - 1];
    if (entry && before && entry.days.length === 0) {
      before.count += entry.count;
      entry.count = 0;
    }
  }
  const slots: Slot[] = [];
  for (const { year, count, days } of plan) {
    if (count === 0 || days.length === 0) continue;
    const picked: Day[] = [];
    for (let i = 0; i < count; i++) picked.push(rng.pick(days));
    // In the current year the latest judgments are those of the last delivery day before today.
    if (year === yearOf(today)) picked[0] = days[days.length - 1] as Day;
    picked.sort((a, b) => a - b);
    picked.forEach((day, i) => slots.push({ year, number: i + 1, day }));
  }
  return slots;
}
