import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/engine.js';
import { underContentLock } from '../db/write-lock.js';
import { insertRows } from '../storage/insert-rows.js';
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
  'publishing_items',
  'publishing_audit',
  'stored_documents',
];

/** Empties every table the corpus fills (subscriptions too: a reseed starts from a clean demo). */
export async function wipe(database: Database, trx: Kysely<DB>): Promise<void> {
  if (database.engine === 'postgres') {
    // TRUNCATE is instant where DELETE would visit every row; it needs all tables in one statement.
    await sql`truncate table ${sql.join(TABLE_ORDER.map((t) => sql.table(t)))} restart identity cascade`.execute(trx);
    return;
  }
  for (const table of [...TABLE_ORDER].reverse()) await trx.deleteFrom(table).execute();
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
  return underContentLock(database, async (db) => {
    if (options.onlyIfEmpty && !(await isEmpty(db))) return false;
    await wipe(database, db);
    for (const table of TABLE_ORDER) {
      if (table === 'meta') continue;
      await insertRows(db, table, rows[table]);
    }
    await insertRows(
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
