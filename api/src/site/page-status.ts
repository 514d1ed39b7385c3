import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { judgmentKey } from '../domain/references.js';
import { itemState } from '../storage/item-state.js';

/** The permalink of a judgment: `/{lang}/ARR/{number}/{year}`. */
const PERMALINK = /^\/(?:en|nl|fr|de)\/ARR\/(\d{1,4})\/(\d{4})\/?$/;

/** The HTTP status of a page: 410 Gone for the permalink of a judgment the court withdrew, 200 otherwise. */
export async function pageStatus(db: Kysely<DB>, pathname: string): Promise<number> {
  const permalink = PERMALINK.exec(pathname);
  if (!permalink) return 200;
  const state = await itemState(db, 'judgment', judgmentKey(Number(permalink[2]), Number(permalink[1])));
  return state?.state === 'withdrawn' ? 410 : 200;
}
