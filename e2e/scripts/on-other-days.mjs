// Runs the browser tests that depend on the day (tagged @dated) with the servers' and the browser's clock moved
// to days where dates go wrong: the first days of January (a new year without judgments yet, on a Sunday), the
// 29th of February, and the last day of a year. Each day gets its own database, seeded on that day.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const e2e = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DAYS = [
  '2028-01-02T10:00:00+01:00', // a Sunday, two days into a (leap) year
  '2028-02-29T10:00:00+01:00', // a leap day
  '2027-12-31T10:00:00+01:00', // the last day of a year
];

const failed = [];
for (const day of process.argv.length > 2 ? process.argv.slice(2) : DAYS) {
  console.log(`\nBrowser tests of the day, on ${day}`);
  fs.rmSync(path.join(e2e, '..', 'data', `e2e-${day.slice(0, 10)}`), { recursive: true, force: true });
  const run = spawnSync('pnpm', ['exec', 'playwright', 'test'], {
    cwd: e2e,
    stdio: 'inherit',
    env: { ...process.env, E2E_CLOCK: day },
  });
  if (run.status !== 0) failed.push(day);
}
if (failed.length > 0) {
  console.error(`\nThe tests of the day failed on ${failed.join(', ')}`);
  process.exit(1);
}
