// Run by seed.test.ts in a separate process: seeds the fixture corpus into DATABASE_URL if it is empty and
// prints whether it did, like `pnpm start` does on first run.
import { openDatabase } from '../../src/db/engine.js';
import { seedIfEmpty } from '../../src/seed/seed.js';
import { fixtureCorpus } from '../fixtures/corpus.js';

const database = openDatabase(process.env.DATABASE_URL!);
const report = await seedIfEmpty(database, process.env.DATA_DIR!, async () => {
  // Long enough for the other process to find the database still empty.
  await new Promise((resolve) => setTimeout(resolve, 300));
  return fixtureCorpus;
});
await database.close();
process.stdout.write(report ? 'seeded\n' : 'skipped\n');
