import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { agendaCalendar } from '../../src/feeds/calendar.js';

const frame = { origin: 'https://court.test', lang: 'fr' as const, name: 'Agenda', source: 'https://court.test/a.ics' };

/** Each event's DTSTART as written, and the instant it means under the calendar's own VTIMEZONE. */
function starts(text: string): { local: string; utc: string; stamp: string }[] {
  const calendar = new ICAL.Component(ICAL.parse(text));
  const zone = new ICAL.Timezone(calendar.getFirstSubcomponent('vtimezone')!);
  return calendar.getAllSubcomponents('vevent').map((component) => {
    const start = component.getFirstPropertyValue('dtstart') as ICAL.Time;
    const zoned = start.clone();
    zoned.zone = zone;
    const stamp = component.getFirstPropertyValue('dtstamp') as ICAL.Time;
    return { local: start.toString(), utc: zoned.toJSDate().toISOString(), stamp: stamp.zone?.tzid ?? 'floating' };
  });
}

describe('agenda calendar', () => {
  it('writes Brussels wall-clock times with the right offset in winter, in summer and around the changes', () => {
    const instants = [
      '2026-01-15T09:00:00.000Z', // CET: 10:00
      '2026-07-01T08:00:00.000Z', // CEST: 10:00
      '2026-03-29T00:30:00.000Z', // 01:30 CET, the night clocks go forward
      '2026-03-29T01:30:00.000Z', // 03:30 CEST, an hour later
      // The night clocks go back, 02:30 happens twice and a TZID time cannot say which: the court never sits then.
      '2026-10-24T12:00:00.000Z', // 14:00 CEST, the day before
      '2026-10-26T13:00:00.000Z', // 14:00 CET, the day after
    ];
    const ics = agendaCalendar(
      frame,
      instants.map((startsAt, i) => ({ id: `e${i}`, kind: 'hearing', startsAt, subject: '{}', rollNumbers: [] })),
    );
    expect(starts(ics)).toEqual([
      { local: '2026-01-15T10:00:00', utc: instants[0], stamp: 'UTC' },
      { local: '2026-07-01T10:00:00', utc: instants[1], stamp: 'UTC' },
      { local: '2026-03-29T01:30:00', utc: instants[2], stamp: 'UTC' },
      { local: '2026-03-29T03:30:00', utc: instants[3], stamp: 'UTC' },
      { local: '2026-10-24T14:00:00', utc: instants[4], stamp: 'UTC' },
      { local: '2026-10-26T14:00:00', utc: instants[5], stamp: 'UTC' },
    ]);
  });

  it('escapes text so commas, semicolons and new lines survive', () => {
    const ics = agendaCalendar(frame, [
      {
        id: 'h',
        kind: 'delivery',
        startsAt: '2026-02-02T13:00:00.000Z',
        subject: JSON.stringify({ fr: 'Loyers; indexation, "gel"\nsuite' }),
        rollNumbers: ['8101', '8102'],
      },
    ]);
    const event = new ICAL.Event(new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!);
    expect(event.description).toBe('Loyers; indexation, "gel"\nsuite\nNuméros du rôle: 8101, 8102');
    expect(event.location).toBe('Cour constitutionnelle, Place Royale 7, 1000 Bruxelles');
    expect(event.duration.toSeconds()).toBe(30 * 60);
  });
});
