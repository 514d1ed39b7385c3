/**
 * Calendar arithmetic on whole days. A day is the number of days since 1970-01-01, so that dates compare and add
 * as integers and no time zone can shift them; only `dateTime` attaches the court's Brussels offset.
 */

const MS_PER_DAY = 86_400_000;

export type Day = number;

export function dayFromYmd(year: number, month: number, date: number): Day {
  return Math.floor(Date.UTC(year, month - 1, date) / MS_PER_DAY);
}

export function ymd(day: Day): { year: number; month: number; date: number } {
  const d = new Date(day * MS_PER_DAY);
  return { year: d.getUTCFullYear(), month: d.getUTCMonth() + 1, date: d.getUTCDate() };
}

const pad = (n: number, width = 2): string => String(n).padStart(width, '0');

/** `2025-03-27`. */
export function isoDate(day: Day): string {
  const { year, month, date } = ymd(day);
  return `${year}-${pad(month)}-${pad(date)}`;
}

export function dayFromIso(iso: string): Day {
  const [y, m, d] = iso.split('-').map(Number);
  return dayFromYmd(y ?? 1970, m ?? 1, d ?? 1);
}

/** 0 is Sunday, 4 is Thursday. */
export function weekday(day: Day): number {
  return (((day + 4) % 7) + 7) % 7;
}

export function yearOf(day: Day): number {
  return ymd(day).year;
}

/** The same day of the month `months` later, clamped to the month's last day. */
export function addMonths(day: Day, months: number): Day {
  const { year, month, date } = ymd(day);
  const index = year * 12 + (month - 1) + months;
  const y = Math.floor(index / 12);
  const m = (index % 12) + 1;
  const last = ymd(dayFromYmd(y, m + 1, 1) - 1).date;
  return dayFromYmd(y, m, Math.min(date, last));
}

/** Easter Sunday (Gregorian computus, anonymous algorithm). */
export function easter(year: number): Day {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const date = ((h + l - 7 * m + 114) % 31) + 1;
  return dayFromYmd(year, month, date);
}

const holidayCache = new Map<number, Set<Day>>();

/** Public holidays, plus the days federal institutions close (15 November, 26 December). */
export function holidays(year: number): Set<Day> {
  const cached = holidayCache.get(year);
  if (cached) return cached;
  const e = easter(year);
  const fixed: [number, number][] = [
    [1, 1],
    [5, 1],
    [7, 21],
    [8, 15],
    [11, 1],
    [11, 11],
    [11, 15],
    [12, 25],
    [12, 26],
  ];
  const set = new Set<Day>([e + 1, e + 39, e + 50, ...fixed.map(([m, d]) => dayFromYmd(year, m, d))]);
  holidayCache.set(year, set);
  return set;
}

/** The court sits on weekdays outside public holidays, the summer recess and the days around New Year. */
export function isCourtDay(day: Day): boolean {
  const wd = weekday(day);
  if (wd === 0 || wd === 6) return false;
  const { year, month, date } = ymd(day);
  if (holidays(year).has(day)) return false;
  if ((month === 7 && date > 21) || month === 8) return false;
  if ((month === 12 && date > 23) || (month === 1 && date < 3)) return false;
  return true;
}

/** The first weekday on or after `day`: the registry records what arrives on the next working day. */
export function nextWeekday(day: Day): Day {
  let d = day;
  while (weekday(d) === 0 || weekday(d) === 6) d++;
  return d;
}

/** The first court day on or after `day`. */
export function nextCourtDay(day: Day): Day {
  let d = day;
  while (!isCourtDay(d)) d++;
  return d;
}

/** The last court day on or before `day`. */
export function previousCourtDay(day: Day): Day {
  let d = day;
  while (!isCourtDay(d)) d--;
  return d;
}

function lastSunday(year: number, month: number): Day {
  let d = dayFromYmd(year, month + 1, 1) - 1;
  while (weekday(d) !== 0) d--;
  return d;
}

/** Europe/Brussels is UTC+2 from the last Sunday of March to the last Sunday of October, else UTC+1. */
export function brusselsOffset(day: Day): '+01:00' | '+02:00' {
  const year = yearOf(day);
  return day >= lastSunday(year, 3) && day < lastSunday(year, 10) ? '+02:00' : '+01:00';
}

/** A daytime date-time in Brussels, e.g. `2025-03-27T14:00:00+01:00`. */
export function dateTime(day: Day, hour: number, minute = 0): string {
  return `${isoDate(day)}T${pad(hour)}:${pad(minute)}:00${brusselsOffset(day)}`;
}

/** The calendar day that `instant` falls on in Brussels. */
export function brusselsDay(instant: Date): Day {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Brussels',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  return dayFromIso(parts);
}
