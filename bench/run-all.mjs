#!/usr/bin/env node
// `pnpm bench`: every measurement of the site in one run, written to bench/results.json and bench/results.md,
// the summary printed with the budgets as PASS or FAIL (the exit code is 1 when one fails).
//
//   pnpm bench                               # everything: builds, first-load JavaScript, page speed, API, search
//   pnpm bench -- --only bundles,speed       # some steps; --skip build,api,search leaves some out
//   pnpm bench -- --runs 3                   # page-speed visits per page (default 5)
//   pnpm bench -- --before other.json        # compare with that run instead of bench/baseline.json
//   pnpm bench -- --save-baseline            # this run becomes bench/baseline.json, what later runs compare with
//
// The builds come first: they replace the dist folders the site is then served from. Run it on a quiet machine:
// the figures, page speed above all, move with the load.
import { copyFile, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { runApiBenchmark, runPagesBenchmark, runSearchBenchmark } from './api-benchmarks.mjs';
import { checkBudgets } from './budgets.mjs';
import { measureBuildTimes } from './build-time.mjs';
import { measureBundles } from './bundles.mjs';
import { readBaseline } from './compare.mjs';
import { measureInteractions } from './interaction.mjs';
import { withSiteAndBrowser } from './lib/site-and-browser.mjs';
import { bundlePages, speedPages } from './lib/pages.mjs';
import { BENCH_DIR } from './lib/paths.mjs';
import { roundTo } from './lib/stats.mjs';
import { measurePageSpeed } from './page-speed.mjs';
import { renderReport } from './report.mjs';

const STEPS = ['build', 'bundles', 'speed', 'inp', 'api', 'pages', 'search'];
const RESULT_KEYS = { build: 'builds', speed: 'pageSpeed', inp: 'interactions' };
const { values } = parseArgs({
  args: process.argv.slice(2).filter((arg) => arg !== '--'),
  options: {
    only: { type: 'string' },
    skip: { type: 'string' },
    runs: { type: 'string', default: '5' },
    before: { type: 'string', default: path.join(BENCH_DIR, 'baseline.json') },
    'save-baseline': { type: 'boolean', default: false },
  },
});
const list = (value) => (value ? value.split(',').map((step) => step.trim()) : []);
const unknown = [...list(values.only), ...list(values.skip)].filter((step) => !STEPS.includes(step));
if (unknown.length > 0) throw new Error(`unknown step ${unknown.join(', ')}; the steps are ${STEPS.join(', ')}`);
const steps = new Set(STEPS.filter((step) => (values.only ? list(values.only).includes(step) : true)));
for (const step of list(values.skip)) steps.delete(step);

const results = {
  date: new Date().toISOString(),
  machine: { node: process.version, cpus: os.cpus().length, loadAverage: roundTo(os.loadavg()[0], 2) },
  failures: {},
};

/** Runs one step; a step that fails is reported and the others still run. */
async function step(name, work) {
  if (!steps.has(name)) return;
  console.error(`\n== ${name}`);
  try {
    results[RESULT_KEYS[name] ?? name] = await work();
  } catch (error) {
    results.failures[name] = error instanceof Error ? error.message : String(error);
    console.error(error);
  }
}

await step('build', measureBuildTimes);
if (steps.has('bundles') || steps.has('speed') || steps.has('inp')) {
  await withSiteAndBrowser(async (site, browser) => {
    await step('bundles', async () => measureBundles(browser, site.baseUrl, await bundlePages(site.baseUrl)));
    await step('speed', async () =>
      measurePageSpeed(browser, site.baseUrl, await speedPages(site.baseUrl), Number(values.runs)),
    );
    await step('inp', async () => measureInteractions(browser, site.baseUrl, Number(values.runs)));
  });
}
await step('api', runApiBenchmark);
await step('pages', runPagesBenchmark);
await step('search', runSearchBenchmark);

results.budgets = checkBudgets(results);
const report = renderReport(results, await readBaseline(values.before));
await writeFile(path.join(BENCH_DIR, 'results.json'), `${JSON.stringify(results, null, 2)}\n`);
if (values['save-baseline'])
  await copyFile(path.join(BENCH_DIR, 'results.json'), path.join(BENCH_DIR, 'baseline.json'));
await writeFile(path.join(BENCH_DIR, 'results.md'), report);
console.log(report);
if (results.budgets.some((check) => !check.pass) || Object.keys(results.failures).length > 0) process.exitCode = 1;
