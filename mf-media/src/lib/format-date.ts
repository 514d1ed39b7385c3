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

/**
 * A calendar date of the API (`2026-03-14`) as the visitor's language writes it. It is read as a date in
 * UTC and written in UTC, so no time zone can move it to the day before.
 */
export function formatDate(locale: Locale, isoDate: string): string {
  return formatter(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate.slice(0, 10)}T00:00:00Z`),
  );
}

/** A moment of the API with the court's offset (`2026-03-14T10:00:00+01:00`), as date and time in Brussels. */
export function formatDateTime(locale: Locale, isoDateTime: string): string {
  return formatter(locale, { dateStyle: 'full', timeStyle: 'short', timeZone: 'Europe/Brussels' }).format(
    new Date(isoDateTime),
  );
}
