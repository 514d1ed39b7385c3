import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { CORPUS_VERSION } from '@court/demo-corpus';
import { build } from 'esbuild';
import pg from 'pg';
import { openDatabase } from '../src/db/engine.js';
import { courtDate } from '../src/domain/court-time.js';
import { readMeta } from '../src/seed/insert.js';
import { generateCorpus } from '../src/seed/generate.js';
import { seedDatabase } from '../src/seed/seed.js';

/**
 * The benchmark's own database, seeded once and reused while what it holds would be the same: the version is a
 * hash of the day, the corpus generator's version, every source file the seeding runs (the modules it imports,
 * as esbuild resolves them: the schema, the importer, the indexing of the texts), plus the number of judgments.
 * The code that only answers queries is not part of it, so changing a query does not seed 70,000 judgments again.
 */
export async function corpusVersion(apiRoot: string, judgments: number): Promise<string> {
  const { metafile } = await build({
    absWorkingDir: apiRoot,
    entryPoints: ['src/seed/seed.ts', 'src/seed/generate.ts', 'src/db/engine.ts'],
    bundle: true,
    write: false,
    metafile: true,
    outdir: 'unused',
    platform: 'node',
    format: 'esm',
    packages: 'external',
    logLevel: 'silent',
  });
  // The corpus places hearings and deadlines after the day it is generated: a new day, a new corpus.
  const hash = createHash('sha256').update(`${judgments} ${courtDate()} ${CORPUS_VERSION}`);
  for (const file of Object.keys(metafile.inputs).sort())
    hash.update(file).update(fs.readFileSync(path.resolve(apiRoot, file)));
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

/**
 * The server settings that weigh most on its figures: whether the shared buffers hold what the searches read (else
 * every search reads its pages again from the system's cache), and huge pages (else each server process pays a
 * page fault on every page of the shared buffers it touches first: a phrase's search five times slower on a
 * process that has not yet touched them).
 */
export async function serverSettings(baseUrl: string): Promise<Record<string, string>> {
  const client = new pg.Client({ connectionString: baseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ name: string; setting: string }>(
      `select name, current_setting(name) as setting from pg_settings
       where name in ('shared_buffers', 'huge_pages', 'work_mem') order by name`,
    );
    const { rows: size } = await client.query<{ size: string }>(
      'select pg_size_pretty(pg_database_size(current_database())) as size',
    );
    return { ...Object.fromEntries(rows.map((r) => [r.name, r.setting])), database_size: size[0]?.size ?? '' };
  } finally {
    await client.end();
  }
}
