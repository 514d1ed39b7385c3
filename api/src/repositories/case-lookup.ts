import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { CaseLookup } from '@court/contract/schemas/cases';

/** The case lookup table behind roll-number checks (newsletter case following). */
export class CaseLookupRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async find(rollNumber: string): Promise<CaseLookup | undefined> {
    const row = await this.db
      .selectFrom('case_lookup')
      .selectAll()
      .where('id_role', '=', rollNumber)
      .executeTakeFirst();
    return (
      row && {
        idRole: row.id_role,
        current: Number(row.current) === 1,
        encinzNl: row.encinz_nl,
        encinzFr: row.encinz_fr,
      }
    );
  }
}
