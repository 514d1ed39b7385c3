import { LOCALE_INFO, type Locale } from '@court/runtime';
import { COURT_TIME_ZONE } from './release-form';

/** An instant as the court reads it: its date and time in Brussels. */
export function formatCourtTime(iso: string, locale: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_INFO[locale].iso, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: COURT_TIME_ZONE,
  }).format(new Date(iso));
}

/**
 * Whether Brussels keeps summer time at that instant (UTC+2) or winter time (UTC+1): the page names the zone
 * in its own words (CEST or CET, MESZ or MEZ), where browsers would write `UTC+1` in some languages.
 */
export function courtSeason(iso: string): 'summer' | 'winter' {
  const offset = new Intl.DateTimeFormat('en', { timeZone: COURT_TIME_ZONE, timeZoneName: 'shortOffset' })
    .formatToParts(new Date(iso))
    .find((part) => part.type === 'timeZoneName')?.value;
  return offset === 'GMT+2' ? 'summer' : 'winter';
}

/** The judgment an embargo waits for, as the court writes it (`42/2026`), from its key (`2026/42`). */
export function judgmentOfKey(key: string): string {
  const [year, number] = key.split('/');
  return `${number}/${year}`;
}
