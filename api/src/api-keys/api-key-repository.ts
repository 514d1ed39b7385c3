import type { Kysely, Selectable } from 'kysely';
import type { ApiKeysTable, DB } from '../db/tables.js';

export type ApiKeyRow = Selectable<ApiKeysTable>;

/** The rows of `api_keys`: what issuing, listing, revoking and each keyed request read and write. */
export class ApiKeyRepository {
  constructor(private readonly db: Kysely<DB>) {}

  find(id: string, db: Kysely<DB> = this.db): Promise<ApiKeyRow | undefined> {
    return db.selectFrom('api_keys').selectAll().where('id', '=', id).executeTakeFirst();
  }

  async insert(row: ApiKeyRow, db: Kysely<DB> = this.db): Promise<void> {
    await db.insertInto('api_keys').values(row).execute();
  }

  /** Newest first, revoked ones too: the list is also the record of who had a key. */
  async page(limit: number, offset: number): Promise<{ rows: ApiKeyRow[]; total: number }> {
    const [count, rows] = await Promise.all([
      this.db
        .selectFrom('api_keys')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('api_keys')
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id')
        .limit(limit)
        .offset(offset)
        .execute(),
    ]);
    return { rows, total: Number(count.total) };
  }

  /** Marks a key revoked unless it already is; answers whether this call revoked it. */
  async revoke(id: string, at: string, by: string, db: Kysely<DB> = this.db): Promise<boolean> {
    const result = await db
      .updateTable('api_keys')
      .set({ revoked_at: at, revoked_by: by })
      .where('id', '=', id)
      .where('revoked_at', 'is', null)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
