import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';

export type AgendaKind = 'hearing' | 'delivery';

export interface AgendaEvent {
  id: string;
  kind: AgendaKind;
  /** UTC instant. */
  startsAt: string;
  /** Subject in every language the court wrote it in (JSON text, as stored). */
  subject: string;
  rollNumbers: string[];
}

/** Past events stay this long in a subscribed calendar, so a hearing just held does not vanish at once. */
export const CALENDAR_PAST_DAYS = 90;

const TABLES = {
  hearing: { items: 'public_hearings', rolls: 'hearing_roll_numbers' },
  delivery: { items: 'upcoming_decisions', rolls: 'decision_roll_numbers' },
} as const;

/**
 * Public hearings and deliveries of judgments from `from` on, or those of one case (any date), soonest first.
 * Two queries per kind whatever the number of events.
 */
export async function agendaEvents(
  db: Kysely<DB>,
  filter: { from: string } | { rollNumber: string },
): Promise<AgendaEvent[]> {
  const events: AgendaEvent[] = [];
  for (const kind of ['hearing', 'delivery'] as const) {
    const { items, rolls } = TABLES[kind];
    let query = db.selectFrom(items).select(['id', 'starts_at', 'subject']);
    if ('from' in filter) query = query.where('starts_at', '>=', filter.from);
    else {
      const rollNumber = filter.rollNumber;
      query = query.where('id', 'in', db.selectFrom(rolls).select('item_id').where('roll_number', '=', rollNumber));
    }
    const rows = await query.execute();
    const rollRows = rows.length
      ? await db
          .selectFrom(rolls)
          .select(['item_id', 'roll_number'])
          .where(
            'item_id',
            'in',
            rows.map((r) => r.id),
          )
          .orderBy('roll_number')
          .execute()
      : [];
    for (const row of rows) {
      events.push({
        id: row.id,
        kind,
        startsAt: row.starts_at,
        subject: row.subject,
        rollNumbers: rollRows.filter((r) => r.item_id === row.id).map((r) => r.roll_number),
      });
    }
  }
  return events.sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.id.localeCompare(b.id));
}

/** Whether the court knows the case: pending (or decided) or on its agenda. */
export async function caseExists(db: Kysely<DB>, rollNumber: string): Promise<boolean> {
  const [pending, hearing, delivery] = await Promise.all([
    db.selectFrom('pending_cases').select('roll_number').where('roll_number', '=', rollNumber).executeTakeFirst(),
    db.selectFrom('hearing_roll_numbers').select('item_id').where('roll_number', '=', rollNumber).executeTakeFirst(),
    db.selectFrom('decision_roll_numbers').select('item_id').where('roll_number', '=', rollNumber).executeTakeFirst(),
  ]);
  return Boolean(pending ?? hearing ?? delivery);
}
