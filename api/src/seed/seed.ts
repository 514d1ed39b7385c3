import fs from 'node:fs/promises';
import path from 'node:path';
import type { Database } from '../db/engine.js';
import { migrateToLatest } from '../db/migrate.js';
import type { Corpus } from '../domain/model.js';
import { isEmpty, replaceAll } from './insert.js';
import { corpusToRows, type TableRows } from './rows.js';

export interface SeedReport {
  counts: Partial<Record<keyof TableRows, number>>;
  generateMs: number;
  insertMs: number;
}

/**
 * Fills the database with a corpus (replacing what was there, unless `onlyIfEmpty` finds judgments once the
 * write lock is held), and forgets the documents rendered from the previous data: they are rendered again
 * on their next request.
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
  const rows = corpusToRows(generated);
  const stamp = { ...meta, seeded_at: new Date().toISOString(), judgments: String(generated.judgments.length) };
  if (!(await replaceAll(database, rows, stamp, { onlyIfEmpty }))) return undefined;
  await fs.rm(path.join(dataDir, 'public'), { recursive: true, force: true });
  const counts = Object.fromEntries(
    Object.entries(rows)
      .filter(([, list]) => list.length > 0)
      .map(([table, list]) => [table, list.length]),
  );
  return {
    counts,
    generateMs: Math.round(generatedAt - started),
    insertMs: Math.round(performance.now() - generatedAt),
  };
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
 * Seeds only a database without judgments (first start); answers the report, or undefined when it was not
 * empty. Emptiness is checked again under the write lock: of two servers starting together, one seeds.
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
