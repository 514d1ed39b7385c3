import type { Kysely } from 'kysely';
import type { Database } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import { underContentLock } from '../db/write-lock.js';
import { HttpError } from '../errors.js';
import { canonicalJson, entityTag, ifMatchAccepts } from './canonical-json.js';
import {
  addAudit,
  dueItems,
  findItem,
  isPublished,
  itemsWaitingOn,
  saveItem,
  touchContentVersion,
  type ItemRow,
} from './item-store.js';
import { documentHead, saveDocument } from '../storage/stored-documents.js';
import { recordChange } from '../open-data/change-store.js';
import type { ContentKind, ItemAddress } from './kinds/kind.js';
import { requestedPublishAt } from './kinds/kind.js';

/** Who writes: a person or a system of the court (from their token), or the importer and the scheduler. */
export interface Writer {
  subject: string;
  clientId: string;
}

export const SCHEDULER: Writer = { subject: 'scheduler', clientId: 'scheduler' };

export type PutOutcome = 'created' | 'updated' | 'unchanged';

export interface PutRequest {
  kind: ContentKind;
  key: string;
  body: unknown;
  /** The `If-Match` header: the write only happens if the item's current tag is one it names. */
  ifMatch?: string;
  /** Its files, written with it (an import sends an item's PDFs with the item). */
  documents?: StoredFile[];
  /** Kept as a draft: on no public surface and never released, until a write without it. */
  draft?: boolean;
}

export interface StoredFile {
  path: string;
  bytes: Buffer;
  contentType: string;
}

/** Scheduled releases handled per transaction, so a long backlog does not hold the write lock for long. */
const RELEASE_BATCH = 100;

function preconditionFailed(current: ItemRow | undefined): HttpError {
  return new HttpError(
    412,
    'precondition-failed',
    current
      ? `The item has changed since: its tag is now ${current.etag}`
      : 'The item does not exist, so no tag can match',
  );
}

/**
 * Whether writing the body the item already has leaves it as it is: a draft saved as a draft again, a published
 * or scheduled item written to be public again. Between a draft and the site, or from a withdrawal, it is a write.
 */
function keepsState(existing: ItemRow, draft: boolean): boolean {
  return draft ? existing.state === 'draft' : existing.state === 'scheduled' || existing.state === 'published';
}

function publishedItem(kind: ContentKind, key: string): HttpError {
  return new HttpError(
    409,
    'published-item',
    `${kind.name} ${key} is published: withdraw it first to keep it as a draft`,
  );
}

/**
 * The court's system of record for what the site shows. A write is kept as the item's new version, goes into the
 * public tables (with the search index) when its `publishAt` has come, unless it is a draft, and is audited, all in
 * one transaction under the content's write lock. Items whose time comes later are released by `releaseDue`, which every
 * instance runs every second (src/publishing/scheduler.ts).
 */
export class PublishingService {
  constructor(
    private readonly database: Database,
    private readonly kinds: ReadonlyMap<string, ContentKind>,
    private readonly now: () => Date = () => new Date(),
  ) {}

  get(kind: ContentKind, key: string): Promise<ItemRow | undefined> {
    return findItem(this.database.db, kind.name, key);
  }

  /** Writes one item (`PUT`): created, updated, or unchanged when the same body was already there. */
  async put(request: PutRequest, writer: Writer): Promise<{ outcome: PutOutcome; item: ItemRow }> {
    const [result] = await this.putAll([request], writer);
    return result!;
  }

  /** Writes several items in one transaction: all of them or, when one fails, none. */
  putAll(requests: PutRequest[], writer: Writer): Promise<{ outcome: PutOutcome; item: ItemRow }[]> {
    return underContentLock(this.database, async (db) => {
      const results = [];
      for (const request of requests) results.push(await this.putOne(db, request, writer));
      if (results.some((result) => result.outcome !== 'unchanged')) await touchContentVersion(db);
      return results;
    });
  }

  private async putOne(db: Kysely<DB>, request: PutRequest, writer: Writer) {
    const { kind, key, body, ifMatch, draft = false } = request;
    const now = this.now().toISOString();
    const existing = await findItem(db, kind.name, key);
    if (ifMatch !== undefined && !ifMatchAccepts(ifMatch, existing?.etag)) throw preconditionFailed(existing);
    // A draft of what the site shows would take it off the site unannounced: that is a withdrawal, asked as one.
    if (draft && existing?.state === 'published') throw publishedItem(kind, key);
    const text = canonicalJson(body);
    const etag = entityTag(text);
    // Files first, so that the public rows written below name the files the item now has.
    const filesChanged = (await this.saveFiles(db, kind, key, request.documents ?? [], writer, now)) > 0;
    if (existing && existing.etag === etag && keepsState(existing, draft)) {
      if (!filesChanged) return { outcome: 'unchanged' as const, item: existing };
      if (existing.state === 'published') {
        await kind.publish(db, key, body);
        await recordChange(db, { kind: kind.name, key, change: 'updated', at: now });
      }
      return { outcome: 'updated' as const, item: existing };
    }
    const asked = requestedPublishAt(body);
    // Without a time of its own, an update leaves a public item public since when it was, and a new item is public now.
    const publishAt = asked
      ? new Date(asked).toISOString()
      : existing?.state === 'published'
        ? existing.publish_at
        : now;
    const embargo = kind.embargo?.(body);
    const state = draft
      ? 'draft'
      : publishAt <= now && (!embargo || (await isPublished(db, embargo)))
        ? 'published'
        : 'scheduled';
    const wasPublished = existing?.state === 'published';
    const namedBefore = await namedIn(db, kind, key);
    if (state === 'published') await kind.publish(db, key, body);
    else if (wasPublished) await kind.unpublish(db, key);
    // The feed tells what the site shows: an item written for later leaves the site until then.
    if (state === 'published' || wasPublished) {
      const change = state !== 'published' ? 'withdrawn' : wasPublished ? 'updated' : 'created';
      await recordChange(db, { kind: kind.name, key, change, at: now });
      await recordNamingItems(db, kind, key, namedBefore, now);
    }

    const item: ItemRow = {
      kind: kind.name,
      key,
      version: (existing?.version ?? 0) + 1,
      etag,
      body: text,
      state,
      publish_at: publishAt,
      created_at: existing?.created_at ?? now,
      updated_at: now,
      updated_by: writer.subject,
      embargo_kind: embargo?.kind ?? null,
      embargo_key: embargo?.key ?? null,
    };
    await saveItem(db, item, !existing);
    await addAudit(
      db,
      { at: now, writer, kind: kind.name, key, action: draft ? 'draft' : existing ? 'update' : 'create' },
      {
        previous_version: existing?.version ?? null,
        previous: existing?.body ?? null,
        version: item.version,
        current: text,
      },
    );
    if (state === 'published') await this.releaseWaitingOn(db, { kind: kind.name, key }, now);
    return { outcome: existing ? ('updated' as const) : ('created' as const), item };
  }

  /** Withdraws an item (`DELETE`): it leaves every public surface; its permalinks answer 410 from then on. */
  withdraw(kind: ContentKind, key: string, writer: Writer, ifMatch?: string) {
    return underContentLock(this.database, async (db) => {
      const existing = await findItem(db, kind.name, key);
      if (!existing) throw new HttpError(404, 'not-found', `No ${kind.name} ${key} was published`);
      if (ifMatch !== undefined && !ifMatchAccepts(ifMatch, existing.etag)) throw preconditionFailed(existing);
      if (existing.state === 'withdrawn') return { outcome: 'unchanged' as const, item: existing };
      const now = this.now().toISOString();
      if (existing.state === 'published') {
        const namedBefore = await namedIn(db, kind, key);
        await kind.unpublish(db, key);
        await recordChange(db, { kind: kind.name, key, change: 'withdrawn', at: now });
        await recordNamingItems(db, kind, key, namedBefore, now);
      }
      const item: ItemRow = {
        ...existing,
        version: existing.version + 1,
        state: 'withdrawn',
        updated_at: now,
        updated_by: writer.subject,
      };
      await saveItem(db, item, false);
      await addAudit(
        db,
        { at: now, writer, kind: kind.name, key, action: 'withdraw' },
        { previous_version: existing.version, previous: existing.body, version: item.version, current: null },
      );
      await touchContentVersion(db);
      return { outcome: 'withdrawn' as const, item };
    });
  }

  /** Keeps files of an item at their public paths, each audited; answers how many were new or replaced. */
  private async saveFiles(
    db: Kysely<DB>,
    kind: ContentKind,
    key: string,
    files: StoredFile[],
    writer: Writer,
    now: string,
  ) {
    let changed = 0;
    for (const file of files) {
      const outcome = await saveDocument(db, { kind: kind.name, key }, file, now);
      if (outcome === 'unchanged') continue;
      changed++;
      await addAudit(
        db,
        { at: now, writer, kind: kind.name, key, action: 'document' },
        {
          previous_version: null,
          previous: null,
          version: null,
          current: JSON.stringify({ path: file.path, size: file.bytes.length }),
        },
      );
    }
    return changed;
  }

  /**
   * Keeps a file of an item (a PDF of one language) at its public path. The item must have been written first;
   * a public item shows the file at once, a scheduled one when it is released.
   */
  putDocument(kind: ContentKind, key: string, file: StoredFile, writer: Writer) {
    return underContentLock(this.database, async (db) => {
      const item = await findItem(db, kind.name, key);
      if (!item || item.state === 'withdrawn') {
        throw new HttpError(404, 'not-found', `Publish ${kind.name} ${key} before its documents`);
      }
      const before = await documentHead(db, file.path);
      const now = this.now().toISOString();
      const changed = await this.saveFiles(db, kind, key, [file], writer, now);
      if (changed === 0) return { outcome: 'unchanged' as const, item };
      if (item.state === 'published') {
        await kind.publish(db, key, JSON.parse(item.body));
        await recordChange(db, { kind: kind.name, key, change: 'updated', at: now });
      }
      await touchContentVersion(db);
      return { outcome: before ? ('updated' as const) : ('created' as const), item };
    });
  }

  /** Puts the scheduled items whose time has come on the public surfaces; answers how many it released. */
  async releaseDue(): Promise<number> {
    const due = await dueItems(this.database.db, this.now().toISOString(), RELEASE_BATCH);
    if (due.length === 0) return 0;
    return underContentLock(this.database, async (db) => {
      const now = this.now().toISOString();
      let released = 0;
      for (const { kind: name, key } of due) {
        // Read again under the lock: another instance may have released it, or a writer changed it meanwhile.
        const item = await findItem(db, name, key);
        if (!item || item.publish_at > now) continue;
        const embargo = item.embargo_kind && { kind: item.embargo_kind, key: item.embargo_key ?? '' };
        if (embargo && !(await isPublished(db, embargo))) continue;
        released += await this.release(db, item, now);
      }
      if (released > 0) await touchContentVersion(db);
      return released;
    });
  }

  /** Puts a scheduled item on the site, then what was embargoed until it; answers how many went out. */
  private async release(db: Kysely<DB>, item: ItemRow, now: string): Promise<number> {
    const kind = this.kinds.get(item.kind);
    if (!kind || item.state !== 'scheduled') return 0;
    await kind.publish(db, item.key, JSON.parse(item.body));
    await saveItem(db, { ...item, state: 'published' }, false);
    await recordChange(db, { kind: item.kind, key: item.key, change: 'created', at: now });
    await recordNamingItems(db, kind, item.key, [], now);
    await addAudit(
      db,
      { at: now, writer: SCHEDULER, kind: item.kind, key: item.key, action: 'publish' },
      { previous_version: item.version, previous: null, version: item.version, current: null },
    );
    return 1 + (await this.releaseWaitingOn(db, item, now));
  }

  /** Releases, in the same transaction, the items whose time has come and that waited for `address` only. */
  private async releaseWaitingOn(db: Kysely<DB>, address: ItemAddress, now: string): Promise<number> {
    let released = 0;
    for (const item of await itemsWaitingOn(db, address, now)) released += await this.release(db, item, now);
    return released;
  }
}

/** The other published items whose answers name this one, as they stand now. */
function namedIn(db: Kysely<DB>, kind: ContentKind, key: string): Promise<string[]> {
  return kind.namedIn?.(db, key) ?? Promise.resolve([]);
}

/**
 * Feed entries for the other published items whose answers named this one before its change or name it after
 * (a judgment cited by a new one lists it in `citedBy`): a mirror following the feed fetches them again.
 */
async function recordNamingItems(
  db: Kysely<DB>,
  kind: ContentKind,
  key: string,
  namedBefore: readonly string[],
  at: string,
): Promise<void> {
  const named = new Set([...namedBefore, ...(await namedIn(db, kind, key))]);
  named.delete(key);
  for (const other of named) await recordChange(db, { kind: kind.name, key: other, change: 'updated', at });
}
