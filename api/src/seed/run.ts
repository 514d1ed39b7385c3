import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/engine.js';
import { generateCorpus } from './generate.js';
import { seedDatabase, seedIfEmpty, type SeedReport } from './seed.js';

/**
 * `pnpm seed [--judgments N] [--seed S] [--if-empty]`: migrates the configured database and fills it with the
 * deterministic demo corpus (replacing what was there), then prints what it inserted and how long it took.
 */
const USAGE = 'Usage: seed [--judgments N] [--seed S] [--if-empty]';

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
  const rows = Object.values(report.counts).reduce((sum, n) => sum + (n ?? 0), 0);
  console.log(`Seeded ${location}: ${rows} rows in ${((report.generateMs + report.insertMs) / 1000).toFixed(1)} s`);
  console.log(`  generated in ${report.generateMs} ms, stored in ${report.insertMs} ms`);
  for (const [table, count] of Object.entries(report.counts)) console.log(`  ${table.padEnd(32)} ${count}`);
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: { judgments: { type: 'string' }, seed: { type: 'string' }, 'if-empty': { type: 'boolean' } },
    strict: true,
  });
  const config = loadConfig();
  const judgments = positiveInteger('judgments', values.judgments, config.seedJudgments);
  // Without --seed the generator uses its own default, so `pnpm seed` always builds the same corpus.
  const seed = values.seed === undefined ? undefined : positiveInteger('seed', values.seed, 1);
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
