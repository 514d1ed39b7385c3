import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_VERSION } from '@court/demo-corpus';
import pg from 'pg';
import { openDatabase } from '../src/db/engine.js';
import { courtDate } from '../src/domain/court-time.js';
import { readMeta } from '../src/seed/insert.js';
import { generateCorpus } from '../src/seed/generate.js';
import { seedDatabase } from '../src/seed/seed.js';

/**
 * The benchmark's own database, seeded once and reused while the corpus is the same: the version is a hash
 * of the generator's version, the seeding code and the schema, plus the number of judgments.
 */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { withFileTypes: true })
    .flatMap((entry) => {
      const full = path.join(folder, entry.name);
      return entry.isDirectory() ? sourceFiles(full) : entry.name.endsWith('.ts') ? [full] : [];
    })
    .sort();
}

export function corpusVersion(apiRoot: string, judgments: number): string {
  // The corpus places hearings and deadlines after the day it is generated: a new day, a new corpus.
  const hash = createHash('sha256').update(`${judgments} ${courtDate()} ${CORPUS_VERSION}`);
  for (const folder of [
    'src/seed',
    'src/db',
    'src/domain',
    'src/publishing',
    'src/storage',
    'src/import',
    'src/search',
  ]) {
    for (const file of sourceFiles(path.join(apiRoot, folder)))
      hash.update(file.slice(apiRoot.length)).update(fs.readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

/** Seeds `url` unless it already holds this version of the corpus; answers whether it seeded. */
export async function ensureBenchDatabase(
  url: string,
  dataDir: string,
  judgments: number,
  version: string,
): Promise<boolean> {
  const database = openDatabase(url);
  try {
    const meta = await readMeta(database.db).catch(() => ({}) as Record<string, string>);
    if (meta.bench_version === version) return false;
    const report = await seedDatabase(database, dataDir, () => generateCorpus({ judgments }));
    // Stamped once the corpus is in: a seeding stopped halfway must not leave a database the next run reuses.
    await database.db.insertInto('meta').values({ key: 'bench_version', value: version }).execute();
    console.error(
      `seeded ${judgments} judgments in ${((report.generateMs + report.archiveMs + report.importMs) / 1000).toFixed(1)} s`,
    );
    return true;
  } finally {
    await database.close();
  }
}

/** The PostgreSQL schema the benchmark works in, created on first use. */
export async function ensureSchema(baseUrl: string, schema: string): Promise<void> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    await client.query(`create schema if not exists ${schema}`);
  } finally {
    await client.end();
  }
}
