import type { Locale } from '@court/runtime';

/**
 * Dates as visitors type them (day, month, year, the way each language writes them) and as the URL and the API
 * carry them (ISO 8601, `YYYY-MM-DD`).
 */

/** German writes `31.12.2024`; the court's other languages, and British English, `31/12/2024`. */
export function dateSeparator(locale: Locale): '.' | '/' {
  return locale === 'de' ? '.' : '/';
}

/** Years a date filter accepts: the court's case law starts in 1985; older or far-future dates are typing errors. */
const MIN_YEAR = 1900;
const MAX_YEAR = 2100;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TYPED_DATE = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

function isRealDate(year: number, month: number, day: number): boolean {
  if (year < MIN_YEAR || year > MAX_YEAR || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

export type TypedDateCheck = { ok: true; iso: string } | { ok: false; reason: 'format' | 'impossible' };

/** Reads a date as typed (`31/01/2024`, `31.01.2024`, `1/2/2024`): the ISO date, or why it is not one. */
export function parseTypedDate(text: string): TypedDateCheck {
  const match = TYPED_DATE.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const [day, month, year] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (!isRealDate(year, month, day)) return { ok: false, reason: 'impossible' };
  return { ok: true, iso: `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}` };
}

/** Whether a URL value is a real ISO date within the accepted years. */
export function isIsoDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  return Boolean(match && isRealDate(Number(match[1]), Number(match[2]), Number(match[3])));
}

/** An ISO date as the visitor would type it (`2024-01-31` → `31/01/2024`); other text is returned as it is. */
export function isoToTyped(value: string, locale: Locale): string {
  const match = ISO_DATE.exec(value);
  if (!match) return value;
  const separator = dateSeparator(locale);
  return `${match[3]}${separator}${match[2]}${separator}${match[1]}`;
}
