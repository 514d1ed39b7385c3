#!/usr/bin/env node
// Wall-clock time of the production builds: the whole front-end workspace (`pnpm build`: the shell and the five
// sections) and one section alone (the Rules section), under the same lock `pnpm start` builds under, so a
// server starting meanwhile never sees a half-written dist folder.
//
//   node bench/build-time.mjs
import { spawnSync } from 'node:child_process';
import os from 'node:os';
import { withBuildLock } from '../scripts/lib/builds.mjs';
import { REPO_ROOT } from './lib/paths.mjs';
import { isMain, roundTo } from './lib/stats.mjs';

const BUILDS = [
  { name: 'workspace (pnpm build)', args: ['build'] },
  { name: 'one section (@court/mf-rules)', args: ['--filter', '@court/mf-rules', 'build'] },
];

function timed({ name, args }) {
  const started = performance.now();
  // The builds' own output goes to stderr, so stdout keeps only the benchmark's report.
  const result = spawnSync('pnpm', args, { cwd: REPO_ROOT, stdio: ['ignore', process.stderr, process.stderr] });
  if (result.status !== 0) throw new Error(`pnpm ${args.join(' ')} failed with code ${result.status}`);
  return { build: name, command: `pnpm ${args.join(' ')}`, seconds: roundTo((performance.now() - started) / 1000, 1) };
}

/** Times each build once; the machine's load at the start is reported beside the figures. */
export function measureBuildTimes() {
  const loadAverage = roundTo(os.loadavg()[0], 2);
  const builds = withBuildLock(() => BUILDS.map(timed));
  return { cpus: os.cpus().length, loadAverage, builds };
}

if (isMain(import.meta.url)) console.log(JSON.stringify(measureBuildTimes(), null, 2));
