import { FIRST_YEAR } from '../../../config/constants';

export interface JudgmentRef {
  number: number;
  year: number;
}

const isYear = (value: number) => value >= FIRST_YEAR && value <= 2100;

/**
 * Reads the reference of the court's permalink `/{lang}/ARR/{number}/{year}` as people actually write it:
 * with leading zeros (`061/2025`), number and year swapped (`2025/61`), or in the one-segment forms of the
 * older numbering (`2025-061`, `61-2025`, `2025_061`, `ARR.061`-style `2025.061`). Answers undefined when
 * it is not a judgment reference at all.
 */
export function parseJudgmentRef(first: string | undefined, second?: string): JudgmentRef | undefined {
  let parts: string[];
  if (second !== undefined) parts = [first ?? '', second];
  else parts = (first ?? '').split(/[-_.]/);
  if (parts.length !== 2 || !parts.every((part) => /^\d{1,4}$/.test(part))) return undefined;
  const [a, b] = parts.map(Number) as [number, number];
  if (isYear(b) && a >= 1 && !(isYear(a) && !isYear(b))) return { number: a, year: b };
  if (isYear(a) && b >= 1) return { number: b, year: a };
  return undefined;
}

/** Whether the URL already is the canonical permalink of the reference (`61/2025`, no zeros, no swap). */
export function isCanonical(ref: JudgmentRef, first: string | undefined, second: string | undefined): boolean {
  return first === String(ref.number) && second === String(ref.year);
}
