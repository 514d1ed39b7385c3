import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { PublicHearing, UpcomingDecision } from '../domain/model.js';
import { insertRows } from './insert-rows.js';
import { instant } from './judgment-rows.js';
import { json } from './row-values.js';

/** The two lists of the agenda, each a table of items and a table of the roll numbers they concern. */
const AGENDA_TABLES = {
  hearings: { items: 'public_hearings', rolls: 'hearing_roll_numbers' },
  decisions: { items: 'upcoming_decisions', rolls: 'decision_roll_numbers' },
} as const;

export type AgendaList = keyof typeof AGENDA_TABLES;

/** The row of a public hearing or an announced delivery: `starts_at` is the UTC instant lists sort and filter by. */
export function agendaItemRow(item: PublicHearing | UpcomingDecision): Insertable<DB['public_hearings']> {
  return { id: item.id, date: item.date, starts_at: instant(item.date), subject: json(item.subject) };
}

/** Puts a public hearing or an announced delivery in its list, in place of what the list held under its id. */
export async function storeAgendaItem(
  db: Kysely<DB>,
  list: AgendaList,
  item: PublicHearing | UpcomingDecision,
): Promise<void> {
  const { items, rolls } = AGENDA_TABLES[list];
  await removeAgendaItem(db, list, item.id);
  await db.insertInto(items).values(agendaItemRow(item)).execute();
  await insertRows(
    db,
    rolls,
    [...new Set(item.rollNumbers)].map((roll) => ({ item_id: item.id, roll_number: roll })),
  );
}

export async function removeAgendaItem(db: Kysely<DB>, list: AgendaList, id: string): Promise<void> {
  const { items, rolls } = AGENDA_TABLES[list];
  await db.deleteFrom(rolls).where('item_id', '=', id).execute();
  await db.deleteFrom(items).where('id', '=', id).execute();
}
