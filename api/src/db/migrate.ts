import { Migrator, sql, type Kysely, type Migration } from 'kysely';
import { isPostgres } from './engine.js';
import * as judgments from './migrations/0001-judgments.js';
import * as casesAndAgenda from './migrations/0002-cases-and-agenda.js';
import * as courtAndPress from './migrations/0003-court-and-press.js';
import * as articleJudgmentCounts from './migrations/0004-article-judgment-counts.js';
import * as search from './migrations/0005-search.js';
import * as auth from './migrations/0006-auth.js';
import * as mailingOutbox from './migrations/0007-mailing-outbox.js';
import * as searchVectors from './migrations/0008-search-vectors.js';
import * as bodyWordIndex from './migrations/0009-body-word-index.js';
import * as publishing from './migrations/0010-publishing.js';
import * as mailingOnce from './migrations/0011-mailing-once.js';
import * as loginKeys from './migrations/0012-login-keys.js';
import * as publishingEmbargo from './migrations/0013-publishing-embargo.js';
import * as contentChanges from './migrations/0014-content-changes.js';
import * as apiKeys from './migrations/0015-api-keys.js';
import * as compoundWords from './migrations/0017-compound-words.js';
import * as searchAlerts from './migrations/0016-search-alerts.js';
import * as searchVocabulary from './migrations/0018-search-vocabulary.js';
import * as compoundHeads from './migrations/0019-compound-heads.js';
import type { DB } from './tables.js';

/** Listed here rather than read from a folder, so they run the same from sources, from the build and in tests. */
const migrations: Record<string, Migration> = {
  '0001-judgments': judgments,
  '0002-cases-and-agenda': casesAndAgenda,
  '0003-court-and-press': courtAndPress,
  '0004-article-judgment-counts': articleJudgmentCounts,
  '0005-search': search,
  '0006-auth': auth,
  '0007-mailing-outbox': mailingOutbox,
  '0008-search-vectors': searchVectors,
  '0009-body-word-index': bodyWordIndex,
  '0010-publishing': publishing,
  '0011-mailing-once': mailingOnce,
  '0012-login-keys': loginKeys,
  '0013-publishing-embargo': publishingEmbargo,
  '0014-content-changes': contentChanges,
  '0015-api-keys': apiKeys,
  '0017-compound-words': compoundWords,
  '0016-search-alerts': searchAlerts,
  '0018-search-vocabulary': searchVocabulary,
  '0019-compound-heads': compoundHeads,
};

export class MigrationError extends Error {
  constructor(name: string, cause: unknown) {
    super(`Migration ${name} failed`, { cause });
    this.name = 'MigrationError';
  }
}

/** Brings the schema to the latest version; returns the names of the migrations that ran. */
export async function migrateToLatest(db: Kysely<DB>): Promise<string[]> {
  // On PostgreSQL the bookkeeping tables must be looked up in the schema in use: without a schema, Kysely
  // would take another schema's migration tables for ours.
  const schema = isPostgres(db)
    ? (await sql<{ schema: string }>`select current_schema() as schema`.execute(db)).rows[0]?.schema
    : undefined;
  const migrator = new Migrator({
    db,
    provider: { getMigrations: async () => migrations },
    // Migrations of independent features may land in any order; each only adds its own tables.
    allowUnorderedMigrations: true,
    ...(schema ? { migrationTableSchema: schema } : {}),
  });
  const { error, results = [] } = isPostgres(db)
    ? await migrator.migrateToLatest()
    : await underWriteLock(db, () => migrator.migrateToLatest());
  const failed = results.find((r) => r.status === 'Error');
  if (error || failed) throw new MigrationError(failed?.migrationName ?? 'unknown', error);
  return results.filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

/**
 * Kysely takes no lock on SQLite (it assumes one connection), so two servers starting together on a new file
 * would both create the tables. An immediate transaction makes the second wait (busy timeout) and then find
 * the migrations done; SQLite runs DDL inside it, so a failed migration leaves nothing behind.
 */
async function underWriteLock<T>(db: Kysely<DB>, run: () => Promise<T>): Promise<T> {
  await sql`begin immediate`.execute(db);
  try {
    const result = await run();
    await sql`commit`.execute(db);
    return result;
  } catch (error) {
    await sql`rollback`.execute(db);
    throw error;
  }
}
