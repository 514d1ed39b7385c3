import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/engine.js';
import { refreshAfterLoad } from '../db/maintenance.js';
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
  'search_vocabulary',
  'publishing_items',
  'publishing_audit',
  'stored_documents',
  'content_changes',
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
    await refreshAfterLoad(database, db);
    return true;
  });
}

export async function readMeta(db: Kysely<DB>): Promise<Record<string, string>> {
  const rows = await db.selectFrom('meta').select(['key', 'value']).execute();
  return Object.fromEntries(rows.map((r) => [r.key, r.value]));
}

/** No judgments, and no seeding under way or done (its stamp is written before the content). */
export async function isEmpty(db: Kysely<DB>): Promise<boolean> {
  const judgment = await db.selectFrom('judgments').select('id').limit(1).executeTakeFirst();
  if (judgment) return false;
  const stamp = await db.selectFrom('meta').select('key').where('key', '=', 'seeded_at').executeTakeFirst();
  return stamp === undefined;
}
