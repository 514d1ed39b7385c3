import type { Kysely, Selectable } from 'kysely';
import type { ContentChange } from '@court/contract/schemas/open-data';
import type { ContentChangesTable, DB } from '../db/tables.js';

export type ChangeRow = Selectable<ContentChangesTable>;

/**
 * Adds an entry to the change feed. Called in the transaction that made the change, under the content's write
 * lock, so the entry exists exactly when the change does, and entries are numbered in the order of their commits.
 */
export async function recordChange(
  db: Kysely<DB>,
  change: { kind: string; key: string; change: ContentChange; at: string },
): Promise<void> {
  await db.insertInto('content_changes').values(change).execute();
}

/** Up to `limit` entries after the cursor `after`, oldest first. */
export function changesAfter(db: Kysely<DB>, after: number, limit: number): Promise<ChangeRow[]> {
  return db.selectFrom('content_changes').selectAll().where('seq', '>', after).orderBy('seq').limit(limit).execute();
}

/** The cursor of the latest entry; 0 while the feed is empty. */
export async function latestCursor(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('content_changes')
    .select((eb) => eb.fn.max('seq').as('latest'))
    .executeTakeFirst();
  return Number(row?.latest ?? 0);
}

/** When the entry `cursor` was made, if it exists. */
export async function changeTime(db: Kysely<DB>, cursor: number): Promise<string | undefined> {
  const row = await db.selectFrom('content_changes').select('at').where('seq', '=', cursor).executeTakeFirst();
  return row?.at;
}
