import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import type { TableRows } from './rows.js';

/** Parents before children, so foreign keys hold while inserting (and the reverse order for deleting). */
export const TABLE_ORDER: (keyof DB)[] = [
  'jurisdictions',
  'judgments',
  'judgment_texts',
  'judgment_paragraphs',
  'judgment_roll_numbers',
  'judgment_citations',
  'norms',
  'judgment_norm_articles',
  'pending_cases',
  'public_hearings',
  'hearing_roll_numbers',
  'upcoming_decisions',
  'decision_roll_numbers',
  'members',
  'press_releases',
  'publications',
  'job_offers',
  'constitution_articles',
  'constitution_article_judgments',
  'cjeu_referrals',
  'case_lookup',
  'newsletter_subscriptions',
  'documents',
  'meta',
  'search_documents',
  'pending_case_documents',
  'search_classification',
];

/** Bound parameters per statement, well under SQLite's 32,766 and PostgreSQL's 65,535. */
const MAX_PARAMETERS = 16_000;

async function insertAll<T extends keyof DB>(trx: Kysely<DB>, table: T, rows: TableRows[T]): Promise<void> {
  const [first] = rows;
  if (!first) return;
  const perRow = Object.keys(first).length;
  const chunk = Math.max(1, Math.floor(MAX_PARAMETERS / perRow));
  for (let start = 0; start < rows.length; start += chunk) {
    // Kysely cannot narrow a generic table name to its row type; the rows were typed per table by the caller.
    await trx
      .insertInto(table)
      .values(rows.slice(start, start + chunk) as never)
      .execute();
  }
}

/** Empties every table the corpus fills (subscriptions too: a reseed starts from a clean demo). */
export async function wipe(database: Database, trx: Kysely<DB>): Promise<void> {
  if (database.engine === 'postgres') {
    // TRUNCATE is instant where DELETE would visit every row; it needs all tables in one statement.
    await sql`truncate table ${sql.join(TABLE_ORDER.map((t) => sql.table(t)))} restart identity cascade`.execute(trx);
    return;
  }
  for (const table of [...TABLE_ORDER].reverse()) await trx.deleteFrom(table).execute();
}

/** Any number that names the seeding lock among the advisory locks of the PostgreSQL database. */
const SEED_LOCK = 1_985_001;

/**
 * Runs `work` in one transaction that holds the write lock from its first statement, so two processes seeding
 * the same database (two servers starting together) take turns instead of failing or interleaving.
 */
async function exclusive<T>(database: Database, work: (db: Kysely<DB>) => Promise<T>): Promise<T> {
  if (database.engine === 'postgres') {
    return database.db.transaction().execute(async (trx) => {
      await sql`select pg_advisory_xact_lock(${SEED_LOCK})`.execute(trx);
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

/**
 * Replaces the whole content of the database with `rows`, in one transaction. With `onlyIfEmpty`, does nothing
 * (and answers false) when the database already holds judgments once the lock is taken.
 */
export async function replaceAll(
  database: Database,
  rows: TableRows,
  meta: Record<string, string>,
  options: { onlyIfEmpty?: boolean } = {},
): Promise<boolean> {
  return exclusive(database, async (db) => {
    if (options.onlyIfEmpty && !(await isEmpty(db))) return false;
    await wipe(database, db);
    for (const table of TABLE_ORDER) {
      if (table === 'meta') continue;
      await insertAll(db, table, rows[table]);
    }
    await insertAll(
      db,
      'meta',
      Object.entries(meta).map(([key, value]) => ({ key, value })),
    );
    if (database.engine === 'postgres') {
      // Statistics of the new content at once, not when autovacuum gets to it: the planner picks the indexes by
      // them. And the rows that GIN indexes only listed while inserting go into the indexes proper, where a
      // search finds them without scanning the list.
      await sql`analyze ${sql.join(TABLE_ORDER.map((t) => sql.table(t)))}`.execute(db);
      // The phrase chunks of the full texts, which a trigger fills (migration 0008) rather than this list.
      await sql`analyze search_body_chunks`.execute(db);
      await sql`select gin_clean_pending_list(i.indexrelid) from pg_index i
        join pg_class c on c.oid = i.indexrelid join pg_am a on a.oid = c.relam
        where a.amname = 'gin' and c.relnamespace = current_schema()::regnamespace`.execute(db);
    }
    return true;
  });
}

export async function readMeta(db: Kysely<DB>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('meta').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const row = await db.selectFrom('judgments').select('id').limit(1).executeTakeFirst();
  return row === undefined;
}
