import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { Kysely } from 'kysely';
import type { Database } from '../db/engine.js';
import { migrateToLatest } from '../db/migrate.js';
import type { DB } from '../db/tables.js';
import { underContentLock } from '../db/write-lock.js';
import type { Corpus } from '../domain/model.js';
import { importArchive, type ImportReport } from '../import/importer.js';
import { insertRows } from '../storage/insert-rows.js';
import { emptyRows } from '../storage/row-values.js';
import { writeArchive } from './archive-writer.js';
import { searchRows } from './search-rows.js';
import { isEmpty, wipe } from './insert.js';

export interface SeedReport {
  /** Items per kind of content (`judgment`, `press-release`, …). */
  counts: Record<string, number>;
  generateMs: number;
  /** Writing the corpus as an archive, then importing it. */
  archiveMs: number;
  importMs: number;
}

/** The meta entry a seeding writes first: a second server starting meanwhile leaves the database to it. */
const SEEDED_AT = 'seeded_at';

/** The search's vocabulary of topics, which the corpus classifies judgments by. */
async function insertVocabulary(db: Kysely<DB>, corpus: Corpus): Promise<void> {
  const rows = emptyRows();
  searchRows({ ...corpus, judgments: [], pendingCases: [] }, rows);
  await insertRows(db, 'search_classification', rows.search_classification);
}

/**
 * Fills the database with a corpus the way real content comes in: written as an archive, then loaded by the
 * importer through publishing. The database is emptied first (in one transaction with the seed's stamp, under
 * the content's write lock); with `onlyIfEmpty`, nothing happens when it holds judgments or another seeding
 * has begun. Documents rendered from the previous data are forgotten.
 */
async function seed(
  database: Database,
  dataDir: string,
  corpus: () => Promise<Corpus>,
  meta: Record<string, string>,
  onlyIfEmpty: boolean,
): Promise<SeedReport | undefined> {
  await migrateToLatest(database.db);
  const started = performance.now();
  const generated = await corpus();
  const generatedAt = performance.now();
  const stamp = { ...meta, [SEEDED_AT]: new Date().toISOString(), judgments: String(generated.judgments.length) };
  const begun = await underContentLock(database, async (db) => {
    if (onlyIfEmpty && !(await isEmpty(db))) return false;
    await wipe(database, db);
    await insertRows(
      db,
      'meta',
      Object.entries(stamp).map(([key, value]) => ({ key, value })),
    );
    await insertVocabulary(db, generated);
    return true;
  });
  if (!begun) return undefined;
  await fs.rm(path.join(dataDir, 'public'), { recursive: true, force: true });

  const archive = await fs.mkdtemp(path.join(os.tmpdir(), 'court-demo-archive-'));
  try {
    await writeArchive(generated, archive);
    const written = performance.now();
    const report = await importArchive(database, archive, { batchSize: 200 });
    if (report.rejections.length > 0) {
      throw new Error(`The demo corpus has items publishing refuses: ${JSON.stringify(report.rejections.slice(0, 3))}`);
    }
    return {
      counts: countsOf(report),
      generateMs: Math.round(generatedAt - started),
      archiveMs: Math.round(written - generatedAt),
      importMs: Math.round(performance.now() - written),
    };
  } finally {
    await fs.rm(archive, { recursive: true, force: true });
  }
}

function countsOf(report: ImportReport): Record<string, number> {
  return Object.fromEntries(
    report.kinds.map(({ kind, tally }) => [kind, tally.created + tally.updated + tally.unchanged]),
  );
}

/** Replaces the database content with a corpus (`pnpm seed`). */
export async function seedDatabase(
  database: Database,
  dataDir: string,
  corpus: () => Promise<Corpus>,
  meta: Record<string, string> = {},
): Promise<SeedReport> {
  const report = await seed(database, dataDir, corpus, meta, false);
  if (!report) throw new Error('The database was not seeded');
  return report;
}

/**
 * Seeds only a database without judgments and not being seeded (first start); answers the report, or undefined
 * when it was not empty. Emptiness is checked under the write lock: of two servers starting together, one seeds.
 */
export async function seedIfEmpty(
  database: Database,
  dataDir: string,
  corpus: () => Promise<Corpus>,
): Promise<SeedReport | undefined> {
  await migrateToLatest(database.db);
  if (!(await isEmpty(database.db))) return undefined;
  return seed(database, dataDir, corpus, {}, true);
}
