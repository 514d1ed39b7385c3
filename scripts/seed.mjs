// `pnpm seed [--judgments N] [--seed S]`: builds the API if needed, then replaces the database content with
// the deterministic demo corpus.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ensureApiBuilt, ROOT, withBuildLock } from './lib/builds.mjs';

withBuildLock(ensureApiBuilt);
const result = spawnSync(process.execPath, [path.join(ROOT, 'api/dist/seed.js'), ...process.argv.slice(2)], {
  cwd: ROOT,
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
