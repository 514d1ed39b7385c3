import type { Kysely } from 'kysely';
import type { ChangeEntry, ChangePage } from '@court/contract/schemas/open-data';
import { LOCALES } from '@court/contract/schemas/common';
import type { DB } from '../db/tables.js';
import { HttpError } from '../errors.js';
import { API_PREFIX } from '../types.js';
import { changesAfter, latestCursor, type ChangeRow } from './change-store.js';

/** Where the API answers with an item, in each language, for the kinds that have an address of their own. */
function hrefOf(kind: string, key: string): ChangeEntry['href'] {
  if (kind !== 'judgment') return undefined;
  const address = `${API_PREFIX}/juris/judgments/${key}`;
  return Object.fromEntries(LOCALES.map((lang) => [lang, `${address}?lang=${lang}`])) as ChangeEntry['href'];
}

function toEntry(row: ChangeRow): ChangeEntry {
  const href = row.change === 'withdrawn' ? undefined : hrefOf(row.kind, row.key);
  return { kind: row.kind, key: row.key, change: row.change, at: row.at, ...(href ? { href } : {}) };
}

/**
 * One answer of the change feed: the changes after `since` (a cursor this feed gave, or none: from the start).
 * A cursor beyond the latest entry was never given by this feed (or belongs to a database since replaced): the
 * client must start again, so it is refused rather than answered with nothing.
 */
export async function readChanges(db: Kysely<DB>, since: string | undefined, limit: number): Promise<ChangePage> {
  const after = since === undefined ? 0 : Number(since);
  // One row more than asked tells whether more follow.
  const rows = await changesAfter(db, after, limit + 1);
  if (rows.length === 0 && after > 0 && after > (await latestCursor(db))) {
    throw new HttpError(400, 'invalid-cursor', `The cursor ${since} is not one of this feed: read it from the start`);
  }
  const page = rows.slice(0, limit);
  return {
    items: page.map(toEntry),
    next: String(page.at(-1)?.seq ?? after),
    more: rows.length > limit,
  };
}
