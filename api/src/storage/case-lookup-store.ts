import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { CaseLookup } from '../domain/model.js';
import { flag } from './row-values.js';

/** The row of a CaseLookup in the public table. */
export function caseLookupRow(entry: CaseLookup): Insertable<DB['case_lookup']> {
  return {
    id_role: entry.idRole,
    current: flag(entry.current),
    encinz_nl: entry.encinzNl,
    encinz_fr: entry.encinzFr,
  };
}

/** Puts a roll number's entry in the case lookup table, in place of the one it had. */
export async function storeCaseLookup(db: Kysely<DB>, entry: CaseLookup): Promise<void> {
  await removeCaseLookup(db, entry.idRole);
  await db.insertInto('case_lookup').values(caseLookupRow(entry)).execute();
}

export async function removeCaseLookup(db: Kysely<DB>, idRole: string): Promise<void> {
  await db.deleteFrom('case_lookup').where('id_role', '=', idRole).execute();
}
