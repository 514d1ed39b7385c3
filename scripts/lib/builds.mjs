// Builds what `pnpm start` and `pnpm seed` need and is not built yet: the API (bundled into api/dist), the site
// server (site-server/dist) and the front-ends (shell and sections). A front-end that fails to build is reported and skipped: the server still
// starts and that section answers 404.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// Two servers may start together (the browser tests start two); they build one after the other.
const LOCK = path.join(os.tmpdir(), `court-build-${createHash('sha1').update(ROOT).digest('hex').slice(0, 12)}.lock`);
const STALE_LOCK_MS = 15 * 60 * 1000;

function sleep(ms) {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
}

function holderIsGone() {
  try {
    const pid = Number(fs.readFileSync(path.join(LOCK, 'pid'), 'utf8'));
    process.kill(pid, 0);
    return false;
  } catch (error) {
    // No pid file yet (being written) counts as held; a pid that no longer runs does not.
    return error.code === 'ESRCH';
  }
}

/**
 * Runs `work` while holding a lock directory (mkdir is atomic). A lock whose process has died, or older than
 * 15 minutes, is abandoned.
 */
export function withBuildLock(work) {
  for (;;) {
    try {
      fs.mkdirSync(LOCK);
      fs.writeFileSync(path.join(LOCK, 'pid'), String(process.pid));
      break;
    } catch (error) {
      if (error.code !== 'EEXIST') throw error;
      const age = Date.now() - (fs.statSync(LOCK, { throwIfNoEntry: false })?.mtimeMs ?? 0);
      if (age > STALE_LOCK_MS || holderIsGone()) fs.rmSync(LOCK, { recursive: true, force: true });
      else sleep(500);
    }
  }
  try {
    return work();
  } finally {
    fs.rmSync(LOCK, { recursive: true, force: true });
  }
}

/** The shell and every section (a folder `mf-{name}` for each section of the site map). */
const FRONT_ENDS = [
  { pkg: '@court/shell', marker: 'shell/dist/index.html' },
  ...fs
    .readdirSync(ROOT)
    .filter((folder) => folder.startsWith('mf-'))
    .map((folder) => ({ pkg: `@court/${folder}`, marker: `${folder}/dist/mf-manifest.json` })),
];

function run(command, args) {
  const result = spawnSync(command, args, { cwd: ROOT, stdio: 'inherit' });
  return result.status === 0;
}

function newestMtime(folder) {
  let newest = 0;
  for (const entry of fs.readdirSync(folder, { withFileTypes: true })) {
    const full = path.join(folder, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/** Builds a server bundle when its `dist/server.js` is missing or older than any of the sources it compiles. */
function ensureServerBuilt({ name, pkg, folder, sources }) {
  const server = path.join(ROOT, folder, 'dist/server.js');
  const newest = Math.max(...sources.map((source) => newestMtime(path.join(ROOT, source))));
  if (fs.existsSync(server) && fs.statSync(server).mtimeMs >= newest) return;
  console.log(`Building ${name} (${folder}/dist)...`);
  // A clean build: a module deleted from src must not live on in dist.
  fs.rmSync(path.join(ROOT, folder, 'dist'), { recursive: true, force: true });
  if (!run('pnpm', ['--filter', pkg, 'build'])) {
    console.error(`${name} did not build; see the errors above.`);
    process.exit(1);
  }
}

/** The API: its own sources and the workspace packages it bundles. */
export function ensureApiBuilt() {
  ensureServerBuilt({
    name: 'the API',
    pkg: '@court/api',
    folder: 'api',
    sources: ['api/src', 'contract/src', 'site-map/src', 'server-kit/src', 'tools/demo-corpus/src'],
  });
}

/** The site server: its own sources and the workspace packages it bundles. */
export function ensureSiteServerBuilt() {
  ensureServerBuilt({
    name: 'the site server',
    pkg: '@court/site-server',
    folder: 'site-server',
    sources: ['site-server/src', 'contract/src', 'site-map/src', 'server-kit/src'],
  });
}

/** Builds each front-end whose output is missing, one after the other (the machine has two cores). */
export function ensureFrontEndsBuilt() {
  for (const { pkg, marker } of FRONT_ENDS) {
    if (fs.existsSync(path.join(ROOT, marker))) continue;
    console.log(`Building ${pkg}...`);
    if (!run('pnpm', ['--filter', pkg, 'build'])) {
      console.warn(`${pkg} did not build: the site starts without it and its pages show an error card.`);
    }
  }
}
