import { LOCALE_INFO, type Locale } from '@court/runtime';

const formatters = new Map<Locale, Intl.DateTimeFormat>();

/**
 * A calendar date of the API (`2026-03-14`) as the visitor's language writes it. Read and written in UTC so
 * that no time zone moves it to the day before. Kept in the section (not in the shared library) so the
 * section can be released without the shell.
 */
export function formatDate(locale: Locale, isoDate: string): string {
  let formatter = formatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, { dateStyle: 'long', timeZone: 'UTC' });
    formatters.set(locale, formatter);
  }
  return formatter.format(new Date(`${isoDate.slice(0, 10)}T00:00:00Z`));
}
