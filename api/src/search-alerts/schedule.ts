import { DateTime } from 'luxon';

const COURT_ZONE = 'Europe/Brussels';

/**
 * The latest daily digest time at or before `now`: `hour` o'clock in Brussels (summer or winter time alike), as an
 * ISO 8601 UTC instant. An alert whose last digest is older than it is due.
 */
export function latestDigestSlot(now: number, hour: number): string {
  const local = DateTime.fromMillis(now, { zone: COURT_ZONE });
  let slot = local.set({ hour, minute: 0, second: 0, millisecond: 0 });
  if (slot.toMillis() > now) slot = slot.minus({ days: 1 });
  return new Date(slot.toMillis()).toISOString();
}
