import { randomUUID } from 'node:crypto';
import type { Kysely, Selectable } from 'kysely';
import type { DB, PublishingAuditTable, PublishingItemsTable } from '../db/tables.js';
import type { ItemAddress } from './kinds/kind.js';

export type ItemRow = Selectable<PublishingItemsTable>;
export type AuditRow = Selectable<PublishingAuditTable>;

/** The meta entry every write changes: instances compare it to know that what they cached is stale. */
export const CONTENT_VERSION = 'content_version';

export function findItem(db: Kysely<DB>, kind: string, key: string): Promise<ItemRow | undefined> {
  return db
    .selectFrom('publishing_items')
    .selectAll()
    .where('kind', '=', kind)
    .where('key', '=', key)
    .executeTakeFirst();
}

export async function saveItem(db: Kysely<DB>, row: ItemRow, isNew: boolean): Promise<void> {
  if (isNew) {
    await db.insertInto('publishing_items').values(row).execute();
    return;
  }
  const { kind, key, ...changes } = row;
  await db.updateTable('publishing_items').set(changes).where('kind', '=', kind).where('key', '=', key).execute();
}

/** Who wrote, when, what. */
export interface AuditEvent {
  at: string;
  writer: { subject: string; clientId: string };
  kind: string;
  key: string;
  action: AuditRow['action'];
}

/** Adds a row to the audit log: the event, and the versions before and after it. */
export async function addAudit(
  db: Kysely<DB>,
  event: AuditEvent,
  versions: Pick<AuditRow, 'previous_version' | 'previous' | 'version' | 'current'>,
): Promise<void> {
  const { at, writer, kind, key, action } = event;
  await db
    .insertInto('publishing_audit')
    .values({ at, actor: writer.subject, client_id: writer.clientId, kind, key, action, ...versions })
    .execute();
}

/** The audit log, newest first, one page of it: every write, or those of one kind, or of one item. */
export async function auditEntries(
  db: Kysely<DB>,
  filter: { kind?: string; key?: string },
  page: { limit: number; offset: number },
): Promise<{ rows: AuditRow[]; total: number }> {
  let query = db.selectFrom('publishing_audit');
  if (filter.kind) query = query.where('kind', '=', filter.kind);
  if (filter.key) query = query.where('key', '=', filter.key);
  const [count, rows] = await Promise.all([
    query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
    query.selectAll().orderBy('id', 'desc').limit(page.limit).offset(page.offset).execute(),
  ]);
  return { rows, total: Number(count.total) };
}

/** Marks the content as changed, in the transaction that changed it. */
export async function touchContentVersion(db: Kysely<DB>): Promise<void> {
  const value = randomUUID();
  await db
    .insertInto('meta')
    .values({ key: CONTENT_VERSION, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export async function readContentVersion(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db.selectFrom('meta').select('value').where('key', '=', CONTENT_VERSION).executeTakeFirst();
  return row?.value;
}

/** Scheduled items whose time has come and whose embargo, if any, is lifted, the earliest first. */
export function dueItems(db: Kysely<DB>, now: string, limit: number): Promise<Pick<ItemRow, 'kind' | 'key'>[]> {
  return db
    .selectFrom('publishing_items as item')
    .leftJoin('publishing_items as embargo', (join) =>
      join.onRef('embargo.kind', '=', 'item.embargo_kind').onRef('embargo.key', '=', 'item.embargo_key'),
    )
    .select(['item.kind', 'item.key'])
    .where('item.state', '=', 'scheduled')
    .where('item.publish_at', '<=', now)
    .where((eb) => eb.or([eb('item.embargo_kind', 'is', null), eb('embargo.state', '=', 'published')]))
    .orderBy('item.publish_at')
    .limit(limit)
    .execute();
}

/** Whether the item is on the site. */
export async function isPublished(db: Kysely<DB>, address: ItemAddress): Promise<boolean> {
  return (await findItem(db, address.kind, address.key))?.state === 'published';
}

/** Scheduled items embargoed until `address` is published whose own time has come. */
export function itemsWaitingOn(db: Kysely<DB>, address: ItemAddress, now: string): Promise<ItemRow[]> {
  return db
    .selectFrom('publishing_items')
    .selectAll()
    .where('embargo_kind', '=', address.kind)
    .where('embargo_key', '=', address.key)
    .where('state', '=', 'scheduled')
    .where('publish_at', '<=', now)
    .execute();
}

/** When the next scheduled item is due, if any. */
export async function nextScheduled(db: Kysely<DB>): Promise<string | undefined> {
  const row = await db
    .selectFrom('publishing_items')
    .select((eb) => eb.fn.min('publish_at').as('next'))
    .where('state', '=', 'scheduled')
    .executeTakeFirst();
  return row?.next ?? undefined;
}
