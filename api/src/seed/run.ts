import fs from 'node:fs';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/engine.js';
import { writeArchive } from './archive-writer.js';
import { generateCorpus } from './generate.js';
import { seedDatabase, seedIfEmpty, type SeedReport } from './seed.js';

/**
 * `pnpm seed [--judgments N] [--seed S] [--if-empty]`: migrates the configured database and fills it with the
 * deterministic demo corpus (replacing what was there), through the importer, then prints what it loaded and
 * how long it took. `--write-archive <folder>` only writes the corpus as an archive there, for `court import`.
 */
const USAGE = 'Usage: seed [--judgments N] [--seed S] [--if-empty] [--write-archive <folder>]';

function positiveInteger(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined) return fallback;
  const number = Number(value);
  if (!Number.isInteger(number) || number < 1 || number > 100000) {
    console.error(`--${name} must be a whole number from 1 to 100000 (got "${value}")\n${USAGE}`);
    process.exit(2);
  }
  return number;
}

function print(report: SeedReport, location: string): void {
  const items = Object.values(report.counts).reduce((sum, n) => sum + n, 0);
  const ms = report.generateMs + report.archiveMs + report.importMs;
  console.log(`Seeded ${location}: ${items} items in ${(ms / 1000).toFixed(1)} s`);
  console.log(
    `  generated in ${report.generateMs} ms, written as an archive in ${report.archiveMs} ms, ` +
      `imported in ${report.importMs} ms`,
  );
  for (const [kind, count] of Object.entries(report.counts)) console.log(`  ${kind.padEnd(24)} ${count}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      judgments: { type: 'string' },
      seed: { type: 'string' },
      'if-empty': { type: 'boolean' },
      'write-archive': { type: 'string' },
    },
    strict: true,
  });
  const config = loadConfig();
  const judgments = positiveInteger('judgments', values.judgments, config.seedJudgments);
  // Without --seed the generator uses its own default, so `pnpm seed` always builds the same corpus.
  const seed = values.seed === undefined ? undefined : positiveInteger('seed', values.seed, 1);
  const archive = values['write-archive'];
  if (archive !== undefined) {
    if (fs.existsSync(archive) && fs.readdirSync(archive).length > 0) {
      console.error(`${archive} is not empty: choose a new folder for the archive\n${USAGE}`);
      process.exit(2);
    }
    await writeArchive(await generateCorpus(seed === undefined ? { judgments } : { judgments, seed }), archive);
    console.log(`Wrote the demo corpus (${judgments} judgments) as an archive in ${archive}`);
    return;
  }
  const database = openDatabase(config.databaseUrl);
  try {
    const corpus = () => generateCorpus(seed === undefined ? { judgments } : { judgments, seed });
    const meta: Record<string, string> = seed === undefined ? {} : { seed: String(seed) };
    const report = values['if-empty']
      ? await seedIfEmpty(database, config.dataDir, corpus)
      : await seedDatabase(database, config.dataDir, corpus, meta);
    if (report) print(report, database.location);
    else console.log(`${database.location} already holds judgments: not seeded.`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) console.error(error.message);
  else if (error instanceof TypeError && /parseArgs|Unknown option/i.test(String(error)))
    console.error(`${error.message}\n${USAGE}`);
  else console.error(error);
  process.exit(1);
});
