import { describe, expect, it } from 'vitest';
import { brusselsOffset, dateTime, dayFromIso, dayFromYmd, easter, isCourtDay, isoDate } from '../dates.js';
import { corpus, TODAY_ISO } from './fixture.js';

/** The offset of Europe/Brussels at noon of a day, as the platform's time zone database knows it. */
function intlOffset(iso: string): string {
  const name = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Brussels', timeZoneName: 'longOffset' })
    .formatToParts(new Date(`${iso}T12:00:00Z`))
    .find((p) => p.type === 'timeZoneName')?.value;
  return (name ?? '').replace('GMT', '');
}

describe('calendar and time zone', () => {
  it('computes Easter and the court days around public holidays', () => {
    expect(isoDate(easter(2024))).toBe('2024-03-31');
    expect(isoDate(easter(2025))).toBe('2025-04-20');
    expect(isCourtDay(dayFromIso('2025-04-21'))).toBe(false); // Easter Monday
    expect(isCourtDay(dayFromIso('2025-07-21'))).toBe(false); // national day
    expect(isCourtDay(dayFromIso('2025-08-14'))).toBe(false); // summer recess
    expect(isCourtDay(dayFromIso('2025-06-14'))).toBe(false); // Saturday
    expect(isCourtDay(dayFromIso('2025-06-12'))).toBe(true);
  });

  it('uses +01:00 in winter and +02:00 in summer, switching on the last Sundays of March and October', () => {
    expect(brusselsOffset(dayFromIso('2025-03-29'))).toBe('+01:00');
    expect(brusselsOffset(dayFromIso('2025-03-30'))).toBe('+02:00');
    expect(brusselsOffset(dayFromIso('2025-10-25'))).toBe('+02:00');
    expect(brusselsOffset(dayFromIso('2025-10-26'))).toBe('+01:00');
    expect(dateTime(dayFromIso('2025-01-15'), 14)).toBe('2025-01-15T14:00:00+01:00');
    expect(dateTime(dayFromIso('2025-07-02'), 9, 30)).toBe('2025-07-02T09:30:00+02:00');
    for (let d = dayFromYmd(1996, 1, 1); d < dayFromYmd(2031, 1, 1); d += 3) {
      expect(brusselsOffset(d), isoDate(d)).toBe(intlOffset(isoDate(d)));
    }
  });
});

describe('dates relative to the day of generation', () => {
  const c = corpus();
  const today = dayFromIso(TODAY_ISO);
  const dayOf = (dateTimeText: string) => dayFromIso(dateTimeText.slice(0, 10));

  it('schedules some hearings in the last weeks and more in the coming months, with the Brussels offset', () => {
    const past = c.hearings.filter((h) => dayOf(h.date) < today);
    const future = c.hearings.filter((h) => dayOf(h.date) > today);
    expect(past.length).toBeGreaterThanOrEqual(2);
    expect(future.length).toBeGreaterThanOrEqual(5);
    for (const h of c.hearings) {
      expect(h.date).toMatch(/^\d{4}-\d{2}-\d{2}T(10|14):00:00\+0[12]:00$/);
      expect(h.date.slice(-6)).toBe(intlOffset(h.date.slice(0, 10)));
      expect(isCourtDay(dayOf(h.date))).toBe(true);
      expect(Math.abs(dayOf(h.date) - today)).toBeLessThanOrEqual(120);
    }
  });

  it('announces decisions for the coming weeks only', () => {
    expect(c.upcomingDecisions.length).toBeGreaterThan(0);
    for (const d of c.upcomingDecisions) {
      const day = dayOf(d.date);
      expect(day).toBeGreaterThan(today);
      expect(day - today).toBeLessThanOrEqual(42);
      expect(d.date.slice(-6)).toBe(intlOffset(d.date.slice(0, 10)));
    }
  });

  it('keeps job deadlines after today and everything published on or before today', () => {
    expect(c.jobOffers.length).toBeGreaterThanOrEqual(3);
    for (const j of c.jobOffers) {
      expect(j.deadline > TODAY_ISO).toBe(true);
      expect(j.publishedOn <= TODAY_ISO).toBe(true);
      expect(j.title.en).toBeUndefined();
    }
    for (const p of [...c.pressReleases, ...c.publications]) expect(p.date <= TODAY_ISO).toBe(true);
    for (const p of c.pendingCases) expect(p.receiptDate <= TODAY_ISO).toBe(true);
  });

  it('publishes an annual report for every year since 2000 and speeches findable by their title', () => {
    const reports = c.publications.filter((p) => p.kind === 'annual-report').map((p) => p.title.en);
    for (let y = 2000; y <= 2024; y++) expect(reports).toContain(`Annual report ${y}`);
    const speeches = c.publications.filter((p) => p.kind === 'speech');
    expect(speeches.length).toBeGreaterThan(5);
    const filter = /Speech|Speeches|Rede|Reden|Discours|Toespraak|Toespraken/;
    for (const s of speeches)
      for (const lang of ['nl', 'fr', 'de', 'en'] as const) expect(s.title[lang]).toMatch(filter);
    expect(c.publications.some((p) => p.kind === 'brochure')).toBe(true);
    expect(c.publications.some((p) => p.kind === 'study')).toBe(true);
  });
});

describe('members of the court', () => {
  const { members } = corpus();
  const judges = members.filter((m) => m.role === 'judge' || m.role === 'president');
  const serving = (day: string) => judges.filter((m) => m.termStart <= day && (!m.termEnd || m.termEnd >= day));

  it('has twelve judges today, six per linguistic group, two of them presidents', () => {
    const now = judges.filter((m) => !m.termEnd);
    expect(now).toHaveLength(12);
    expect(now.filter((m) => m.languageGroup === 'nl')).toHaveLength(6);
    expect(now.filter((m) => m.languageGroup === 'fr')).toHaveLength(6);
  });

  it('never has more than twelve judges in office, and at least ten', () => {
    for (let year = 1985; year <= 2025; year++) {
      const day = `${year}-05-15`;
      expect(serving(day).length, day).toBeLessThanOrEqual(12);
      expect(serving(day).length, day).toBeGreaterThanOrEqual(10);
    }
  });

  it('has current, emeritus and historic members with consistent terms and biographies', () => {
    expect(members.some((m) => m.termEnd && !m.died)).toBe(true);
    expect(members.some((m) => m.died)).toBe(true);
    for (const role of ['registrar', 'legalSecretary', 'officeStaff'] as const) {
      expect(
        members.some((m) => m.role === role && !m.termEnd),
        role,
      ).toBe(true);
    }
    for (const m of members) {
      expect(m.id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      if (m.termEnd) expect(m.termEnd >= m.termStart && m.termEnd <= TODAY_ISO).toBe(true);
      if (m.died) expect(m.died >= (m.termEnd ?? m.termStart) && m.died <= TODAY_ISO).toBe(true);
      for (const lang of ['nl', 'fr', 'de', 'en'] as const) expect(m.biography[lang]?.length).toBeGreaterThan(40);
    }
    expect(new Set(members.map((m) => m.id)).size).toBe(members.length);
  });

  it("uses fictional names, never those of the court's real judges", () => {
    const real = [
      'Lavrysen',
      'Nihoul',
      'Alen',
      'Melchior',
      'Bossuyt',
      'Snappe',
      'Moerman',
      'Derycke',
      'Giet',
      'Martens',
      'Spreutels',
      'Daoût',
      'Pâques',
      'Kherbache',
      'Verrijdt',
      'Banneux',
      'Detienne',
      'Sabbe',
      'Sioen',
      'De Groot',
      'Clement',
      'Turk',
      'Henneuse',
      'Delruelle',
      'Lebrun',
      'Muylle',
      'Cerexhe',
      'Arts',
      'Coremans',
      'Meersschaut',
      'Dutilleux',
      'Merckx-Van Goey',
      'Trémouroux',
    ];
    for (const m of members) for (const name of real) expect(m.name.endsWith(` ${name}`), m.name).toBe(false);
  });
});
