import { LOCALE_INFO, type Locale } from '@court/runtime';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}:${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, options);
    formatters.set(key, cached);
  }
  return cached;
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}/;

/**
 * A calendar date of the API (`2026-03-14`, or the date of a moment) as the language writes it: "14 March 2026",
 * "14 maart 2026". Read and written in UTC, so that no time zone moves it to the day before. Text that is not
 * such a date is returned as it is.
 */
export function formatDate(isoDate: string, locale: Locale): string {
  if (!ISO_DATE.test(isoDate)) return isoDate;
  return formatter(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** A moment of the court's calendar, in Brussels time: "Wednesday 2 December 2026 at 14:00". */
export function formatDateTime(isoDateTime: string, locale: Locale): string {
  return formatter(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'Europe/Brussels',
  }).format(new Date(isoDateTime));
}

/** The name of a month (1–12) in the language: "March", "maart". */
export function monthName(month: number, locale: Locale): string {
  return formatter(locale, { month: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2000, month - 1, 1)));
}
