/**
 * Several judgment or roll numbers asked at once, as a lawyer types them: `42/2026 43/2026`, `7812, 7965`.
 * The API and the search forms read them with the same rules, so a list the form accepts is one the API accepts.
 */

/** Most numbers one search takes: a list pasted from a brief, not the whole collection. */
export const MAX_NUMBERS_AT_ONCE = 50;
export const FIRST_JUDGMENT_YEAR = 1985;
export const LAST_JUDGMENT_YEAR = 2100;

/** Commas, semicolons and spaces all separate; `42/2026` is one judgment. */
const SEPARATORS = /[\s,;]+/;

export interface JudgmentNumber {
  number: number;
  /** Absent when typed without a year: the search's year field, or any year. */
  year?: number;
}

export type ListOutcome<T> = { ok: true; items: T[] } | { ok: false; reason: 'format' | 'tooMany' };

function itemsOf(text: string): string[] {
  return text.trim().split(SEPARATORS).filter(Boolean);
}

/** `42`, `42/2026`, `42/2026 43/2026`, `42, 43`: judgment numbers (1–9999) with an optional year. */
export function parseJudgmentNumbers(text: string): ListOutcome<JudgmentNumber> {
  const items = itemsOf(text);
  if (items.length > MAX_NUMBERS_AT_ONCE) return { ok: false, reason: 'tooMany' };
  const parsed: JudgmentNumber[] = [];
  for (const item of items) {
    const match = /^(\d{1,4})(?:\/(\d{4}))?$/.exec(item);
    const number = Number(match?.[1]);
    const year = match?.[2] === undefined ? undefined : Number(match[2]);
    if (!match || number < 1 || (year !== undefined && (year < FIRST_JUDGMENT_YEAR || year > LAST_JUDGMENT_YEAR)))
      return { ok: false, reason: 'format' };
    if (!parsed.some((known) => known.number === number && known.year === year)) parsed.push({ number, year });
  }
  return { ok: true, items: parsed };
}

/** `7812`, `7812, 7965`, `7812 7965`: roll (cause-list) numbers of up to six digits. */
export function parseRollNumbers(text: string): ListOutcome<string> {
  const items = itemsOf(text);
  if (items.length > MAX_NUMBERS_AT_ONCE) return { ok: false, reason: 'tooMany' };
  if (!items.every((item) => /^\d{1,6}$/.test(item))) return { ok: false, reason: 'format' };
  return { ok: true, items: [...new Set(items.map((item) => String(Number(item))))] };
}

/** The list as the URL and the API carry it: `42/2026,43/2026`. */
export const judgmentNumbersText = (items: readonly JudgmentNumber[]): string =>
  items.map(({ number, year }) => (year === undefined ? String(number) : `${number}/${year}`)).join(',');

export const rollNumbersText = (items: readonly string[]): string => items.join(',');
