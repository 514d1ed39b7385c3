import { getVtimezoneComponent } from '@touch4it/ical-timezones';
import ical, { ICalCalendarMethod } from 'ical-generator';
import { DateTime } from 'luxon';
import type { Locale } from '../domain/model.js';
import { parseLocalized, pick } from '../domain/localized.js';
import type { AgendaEvent } from './agenda-queries.js';
import { OPEN_DATA_LABELS } from './labels.js';
import { agendaPath } from './site-paths.js';

/** The court sits in Brussels; every time is written in its zone, with the zone's rules (VTIMEZONE) included. */
export const COURT_ZONE = 'Europe/Brussels';

/**
 * The court announces when a hearing or a delivery starts, not how long it lasts. Calendars need an end to show
 * an event as a block, so hearings get an hour and deliveries (the reading of the operative part) half an hour.
 */
const MINUTES = { hearing: 60, delivery: 30 } as const;

const ADDRESS: Record<Locale, string> = {
  nl: 'Grondwettelijk Hof, Koningsplein 7, 1000 Brussel',
  fr: 'Cour constitutionnelle, Place Royale 7, 1000 Bruxelles',
  de: 'Verfassungsgerichtshof, Place Royale 7, 1000 Brüssel',
  en: 'Constitutional Court, Place Royale 7, 1000 Brussels',
};

export interface CalendarFrame {
  origin: string;
  lang: Locale;
  name: string;
  /** The address of this calendar itself, for clients that refresh it. */
  source: string;
}

export function agendaCalendar({ origin, lang, name, source }: CalendarFrame, events: AgendaEvent[]): string {
  const labels = OPEN_DATA_LABELS[lang];
  const calendar = ical({
    name,
    prodId: { company: 'Constitutional Court of Belgium', product: 'agenda', language: lang.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    // The zone is named on each event rather than on the calendar: the library would otherwise write DTSTAMP
    // (which RFC 5545 wants in UTC) as a floating local time. The VTIMEZONE is still generated once.
    timezone: { name: null, generator: getVtimezoneComponent },
    x: { 'X-WR-TIMEZONE': COURT_ZONE },
    source,
    url: `${origin}${agendaPath(lang)}`,
    // Refresh hint for subscribed calendars: the agenda changes at most a few times a day.
    ttl: 6 * 60 * 60,
  });
  for (const event of events) {
    const start = DateTime.fromISO(event.startsAt, { zone: 'utc' }).setZone(COURT_ZONE);
    const subject = pick(parseLocalized(event.subject), lang);
    const kind = event.kind === 'hearing' ? labels.hearing : labels.delivery;
    const rolls = event.rollNumbers.join(', ');
    calendar.createEvent({
      id: `${event.id}@const-court.be`,
      start,
      end: start.plus({ minutes: MINUTES[event.kind] }),
      timezone: COURT_ZONE,
      summary: rolls ? `${kind} – ${rolls}` : kind,
      description: [subject, rolls ? `${labels.rollNumbers}: ${rolls}` : null].filter(Boolean).join('\n') || null,
      location: ADDRESS[lang],
      url: `${origin}${agendaPath(lang, event.id)}`,
    });
  }
  return calendar.toString();
}
