import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.js';
import { openDatabase } from '../db/engine.js';
import { migrateToLatest } from '../db/migrate.js';
import { importArchive } from './importer.js';
import { progressPrinter, summary } from './progress.js';

/**
 * `pnpm court import <folder> [--batch N]`: loads an archive (api/README.md, "Importing an archive") into the
 * configured database through publishing. Exits 1 when an item was rejected, 130 when interrupted.
 */
const USAGE = 'Usage: court import <archive folder> [--batch N]';

async function main(): Promise<number> {
  const { values, positionals } = parseArgs({
    options: { batch: { type: 'string' } },
    allowPositionals: true,
    strict: true,
  });
  const [dir] = positionals;
  if (!dir || positionals.length > 1 || !fs.statSync(dir, { throwIfNoEntry: false })?.isDirectory()) {
    console.error(`${dir ? `${dir} is not a folder\n` : ''}${USAGE}`);
    return 2;
  }
  const batchSize = values.batch === undefined ? 100 : Number(values.batch);
  if (!Number.isInteger(batchSize) || batchSize < 1 || batchSize > 10_000) {
    console.error(`--batch must be a whole number from 1 to 10000\n${USAGE}`);
    return 2;
  }
  const config = loadConfig();
  const database = openDatabase(config.databaseUrl);
  let stop = false;
  // Ctrl-C stops after the transaction under way; a second one stops at once (that transaction is rolled back).
  process.on('SIGINT', () => {
    if (stop) process.exit(130);
    stop = true;
    process.stderr.write('\nStopping after the current batch…\n');
  });
  try {
    await migrateToLatest(database.db);
    const started = performance.now();
    const report = await importArchive(database, path.resolve(dir), {
      batchSize,
      onProgress: progressPrinter(),
      shouldStop: () => stop,
    });
    console.log(summary(report));
    console.log(`\n${database.location}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    if (report.interrupted) return 130;
    return report.rejections.length > 0 ? 1 : 0;
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    if (error instanceof ConfigError) console.error(error.message);
    else if (error instanceof TypeError && /parseArgs|Unknown option/i.test(String(error))) {
      console.error(`${error.message}\n${USAGE}`);
    } else console.error(error);
    process.exit(1);
  },
);
