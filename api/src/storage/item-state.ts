import type { Kysely } from 'kysely';
import type { DB, PublishingItemsTable } from '../db/tables.js';

/** The publishing state and tag of an item, for the public surfaces that answer 410 once it is withdrawn. */
export function itemState(
  db: Kysely<DB>,
  kind: string,
  key: string,
): Promise<Pick<PublishingItemsTable, 'state' | 'etag'> | undefined> {
  return db
    .selectFrom('publishing_items')
    .select(['state', 'etag'])
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
}
