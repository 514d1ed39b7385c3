import { sql, type Kysely } from 'kysely';
import type { Database } from './engine.js';
import type { DB } from './tables.js';

/** Any number that names the content's write lock among the advisory locks of the PostgreSQL database. */
const CONTENT_WRITE_LOCK = 1_985_001;

/**
 * Runs `work` in one transaction that holds the content's write lock from its first statement: seeding, imports,
 * publishing writes and scheduled releases take turns, on one server or several, instead of failing or
 * interleaving (a judgment's id is the next free one; a reseed replaces everything).
 */
export async function underContentLock<T>(database: Database, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (database.engine === 'postgres') {
    return database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CONTENT_WRITE_LOCK})`.execute(trx);
      return work(trx);
    });
  }
  // Kysely opens SQLite transactions with a deferred BEGIN, which takes the write lock only at the first write
  // and then fails if another writer came first; BEGIN IMMEDIATE waits for it instead (busy_timeout).
  return database.db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await work(connection);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
