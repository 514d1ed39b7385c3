import { LOCALE_INFO, type Locale } from '@court/runtime';

const dateFormats = new Map<string, Intl.DateTimeFormat>();

function format(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let formatter = dateFormats.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { timeZone: 'Europe/Brussels', ...options });
    dateFormats.set(key, formatter);
  }
  return formatter;
}

/** A calendar date (`2025-04-24`) as the language writes it: "24 April 2025". */
export function formatDate(isoDate: string, locale: Locale): string {
  return format(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** A date and time of the court's calendar (Brussels time): "Wednesday 2 December 2026, 14:00". */
export function formatDateTime(isoDateTime: string, locale: Locale): string {
  return format(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  }).format(new Date(isoDateTime));
}

/** The name of a month (1-12) in the language. */
export function monthName(month: number, locale: Locale): string {
  return format(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}

/** `61/2025`: how the court numbers its judgments. */
export function judgmentNumber(number: number, year: number): string {
  return `${number}/${year}`;
}
