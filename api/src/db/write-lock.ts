import { sql, type Kysely } from 'kysely';
import type { Database } from './engine.js';
import type { DB } from './tables.js';

/** Any number that names the content's write lock among the advisory locks of the PostgreSQL database. */
const CONTENT_WRITE_LOCK = 1_985_001;

/** Work to do at the end of each transaction under the lock, before it commits (see beforeCommit). */
const pending = new WeakMap<Kysely<DB>, (() => Promise<void>)[]>();

/**
 * Asks for `finish` to run once at the end of the transaction `db` under the content's lock, before it commits
 * (e.g. writing at once what many items of an import changed in one row); answers false when `db` is no such
 * transaction, and then nothing is kept.
 */
export function beforeCommit(db: Kysely<DB>, finish: () => Promise<void>): boolean {
  const list = pending.get(db);
  if (!list) return false;
  list.push(finish);
  return true;
}

/** The transaction under the content's lock that `db` is, as an object of its own, or undefined. */
export function lockedTransaction(db: Kysely<DB>): object | undefined {
  return pending.get(db);
}

/** Runs `work`, then what it asked to run before the commit. */
async function withFinish<T>(db: Kysely<DB>, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  const list: (() => Promise<void>)[] = [];
  pending.set(db, list);
  try {
    const result = await work(db);
    for (const finish of list) await finish();
    return result;
  } finally {
    pending.delete(db);
  }
}

/**
 * Runs `work` in one transaction that holds the content's write lock from its first statement: seeding, imports,
 * publishing writes and scheduled releases take turns, on one server or several, instead of failing or
 * interleaving (a judgment's id is the next free one; a reseed replaces everything).
 */
export async function underContentLock<T>(database: Database, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (database.engine === 'postgres') {
    return database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${CONTENT_WRITE_LOCK})`.execute(trx);
      return withFinish(trx, work);
    });
  }
  // Kysely opens SQLite transactions with a deferred BEGIN, which takes the write lock only at the first write
  // and then fails if another writer came first; BEGIN IMMEDIATE waits for it instead (busy_timeout).
  return database.db.connection().execute(async (connection) => {
    await sql`begin immediate`.execute(connection);
    try {
      const result = await withFinish(connection, work);
      await sql`commit`.execute(connection);
      return result;
    } catch (error) {
      await sql`rollback`.execute(connection);
      throw error;
    }
  });
}
