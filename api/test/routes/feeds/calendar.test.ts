import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../../src/db/engine.js';
import { ENGINES, errorCode, testConfig, useApp, useDatabase } from '../../helper.js';

interface ParsedEvent {
  uid: string;
  summary: string;
  description: string;
  url: string;
  tzid: string | undefined;
  /** Wall-clock time in Brussels as written, and the UTC instant it means under the calendar's own VTIMEZONE. */
  local: string;
  utc: string;
  minutes: number;
}

/** Parses with ical.js and resolves times through the VTIMEZONE the calendar itself carries. */
function parseCalendar(text: string): { calendar: ICAL.Component; events: ParsedEvent[] } {
  const calendar = new ICAL.Component(ICAL.parse(text));
  expect(calendar.name).toBe('vcalendar');
  expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
  expect(calendar.getFirstPropertyValue('prodid')).toBeTruthy();
  const zones = calendar.getAllSubcomponents('vtimezone');
  expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Brussels']);
  const zone = new ICAL.Timezone(zones[0]!);
  const events = calendar.getAllSubcomponents('vevent').map((component) => {
    const event = new ICAL.Event(component);
    const start = event.startDate;
    const tzid = component.getFirstProperty('dtstart')?.getParameter('tzid');
    const zoned = start.clone();
    zoned.zone = zone;
    expect(component.getFirstPropertyValue('dtstamp')).toBeTruthy();
    return {
      uid: event.uid,
      summary: event.summary,
      description: event.description,
      url: String(component.getFirstPropertyValue('url')),
      tzid: typeof tzid === 'string' ? tzid : undefined,
      local: start.toString(),
      utc: zoned.toJSDate().toISOString(),
      minutes: event.duration.toSeconds() / 60,
    };
  });
  return { calendar, events };
}

describe.each(ENGINES)('iCalendar on %s', (engine) => {
  const url = useDatabase(engine);
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const get = (path: string) => app().inject({ url: path, headers: { host: 'court.test' } });

  async function agendaRows(table: 'public_hearings' | 'upcoming_decisions') {
    const database = openDatabase(url());
    try {
      return await database.db.selectFrom(table).select(['id', 'starts_at', 'subject']).orderBy('starts_at').execute();
    } finally {
      await database.close();
    }
  }

  it('lists the agenda at the times the database holds, written in Brussels time', async () => {
    const res = await get('/api/v1/calendar/fr/agenda.ics');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.body).toMatch(/\r\n/);
    const { calendar, events } = parseCalendar(res.body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Cour constitutionnelle – agenda');

    const rows = [...(await agendaRows('public_hearings')), ...(await agendaRows('upcoming_decisions'))];
    // The fixture's past items are 10 and 3 days old: inside the 90 days the calendar keeps.
    expect(events.map((e) => e.uid).sort()).toEqual(rows.map((r) => `${r.id}@const-court.be`).sort());
    for (const row of rows) {
      const event = events.find((e) => e.uid === `${row.id}@const-court.be`)!;
      expect(event.tzid).toBe('Europe/Brussels');
      expect(event.utc).toBe(new Date(row.starts_at).toISOString());
      const subject = JSON.parse(row.subject).fr as string | undefined;
      if (subject) expect(event.description).toContain(subject);
    }
    const hearing = events.find((e) => e.uid === 'hearing-1@const-court.be')!;
    expect(hearing.summary).toBe('Audience publique – 8101, 8102');
    expect(hearing.minutes).toBe(60);
    expect(hearing.url).toBe('http://court.test/fr/agenda#hearing-1');
    expect(events.find((e) => e.uid === 'decision-1@const-court.be')!.summary).toBe("Prononcé d'arrêt – 8101, 8102");
  });

  it('gives one case its hearings and its delivery, in the language asked for', async () => {
    const { calendar, events } = parseCalendar((await get('/api/v1/calendar/nl/cases/8150.ics')).body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Grondwettelijk Hof – zaak nr. 8150');
    expect(events.map((e) => e.uid)).toEqual(['decision-2@const-court.be', 'hearing-2@const-court.be']);
    expect(events[0]!.summary).toBe('Uitspraak van arrest – 8150');
    expect(events[0]!.description).toContain('Werkloosheid');
  });

  it('answers an empty calendar for a known case with nothing scheduled, and 404 for an unknown one', async () => {
    const known = await get('/api/v1/calendar/fr/cases/7012.ics');
    expect(
      parseCalendar(known.body)
        .events.map((e) => e.uid)
        .sort(),
    ).toEqual(['decision-past@const-court.be', 'hearing-past@const-court.be']);
    const unknown = await get('/api/v1/calendar/fr/cases/999999.ics');
    expect(unknown.statusCode).toBe(404);
    expect(errorCode(unknown.body)).toBe('not-found');
  });

  it.each(['/api/v1/calendar/xx/agenda.ics', '/api/v1/calendar/fr/cases/12a.ics'])(
    'rejects %s with 400',
    async (path) => {
      const res = await get(path);
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    },
  );
});
