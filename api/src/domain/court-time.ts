/** The court sits in Brussels: "today" and "upcoming" follow the Europe/Brussels calendar day. */
const ZONE = 'Europe/Brussels';

const dateFormat = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: ZONE, timeZoneName: 'longOffset' });

/** The court's calendar date of an instant, as YYYY-MM-DD. */
export function courtDate(at: Date = new Date()): string {
  return dateFormat.format(at);
}

/** The UTC instant (ISO) at which the court's current day began: agenda items from then on are upcoming. */
export function startOfCourtDay(at: Date = new Date()): string {
  const offset = offsetFormat.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(offset);
  const suffix = match ? `${match[1]}:${match[2] ?? '00'}` : 'Z';
  return new Date(`${courtDate(at)}T00:00:00${suffix}`).toISOString();
}
