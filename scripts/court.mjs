// `pnpm court <command>`: the court's administration commands, run against the configured database
// (DATABASE_URL, default the embedded SQLite under data/). Builds the API first if needed.
//   pnpm court import <archive folder> [--batch N]   loads an archive through publishing (api/README.md)
//   pnpm court digests                               makes and mails the search alerts' digests now
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureApiBuilt, ROOT, withBuildLock } from './lib/builds.mjs';

const COMMANDS = { import: 'api/dist/import.js', digests: 'api/dist/digests.js' };
const [command, ...args] = process.argv.slice(2);
if (!(command in COMMANDS)) {
  console.error(`Usage: pnpm court <command>, where command is one of: ${Object.keys(COMMANDS).join(', ')}`);
  process.exit(2);
}
withBuildLock(ensureApiBuilt);
const result = spawnSync(process.execPath, [path.join(ROOT, COMMANDS[command]), ...args], {
  // pnpm runs scripts from the repository root; paths given on the command line are the caller's.
  cwd: process.env.INIT_CWD ?? process.cwd(),
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
