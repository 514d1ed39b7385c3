#!/usr/bin/env node
// Time to show the current year's judgments: from the start of navigation to /{lang}/judgments until the
// first judgment card is on screen, in Chromium with an empty cache (a first visit), over several runs. Also
// the JavaScript the page loads beyond the shell's (scripts under /remotes/decisions/). Prints the figures
// and writes bench/judgments-page.json. Run it against a server holding the corpus to measure, e.g. one
// seeded with SEED_JUDGMENTS=7000:
//
//   BASE_URL=http://127.0.0.1:8080 node bench/judgments-page.mjs [runs] [lang]
import { writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const baseUrl = process.env.BASE_URL ?? 'http://127.0.0.1:8080';
const runs = Number(process.argv[2] ?? 10);
const lang = process.argv[3] ?? 'en';

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
};

async function visit(browser) {
  const context = await browser.newContext();
  // Consent decided beforehand, so the banner does not take part in the measurement.
  await context.addCookies([{ name: 'GDPR:accepted', value: 'true', url: baseUrl }]);
  const page = await context.newPage();
  const sectionScripts = [];
  let listMs;
  page.on('response', async (response) => {
    const url = new URL(response.url());
    if (url.pathname === '/api/v1/juris/judgments') listMs = response.request().timing().responseEnd;
    if (url.pathname.startsWith('/remotes/decisions/') && url.pathname.endsWith('.js')) {
      // The size as sent: the server compresses with gzip, which is what this reproduces.
      sectionScripts.push({ file: url.pathname, gzipBytes: gzipSync(await response.body()).length });
    }
  });
  await page.goto(`${baseUrl}/${lang}/judgments`, { waitUntil: 'commit' });
  await page.locator('main article').first().waitFor({ state: 'visible', timeout: 30_000 });
  const shownMs = await page.evaluate(() => performance.now());
  const total = await page.evaluate(() => document.querySelectorAll('main article').length);
  await page.waitForLoadState('networkidle');
  await context.close();
  return { shownMs, listMs, cards: total, sectionScripts };
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-quic'],
});
await visit(browser); // warms the server (its caches, the first PDF renders), not the browser
const results = [];
for (let run = 0; run < runs; run += 1) results.push(await visit(browser));
await browser.close();

const shown = results.map((result) => result.shownMs);
const { sectionScripts } = results[0];
const summary = {
  url: `${baseUrl}/${lang}/judgments`,
  runs,
  cardsShown: results[0].cards,
  timeToJudgmentsMs: {
    median: Math.round(percentile(shown, 50)),
    p95: Math.round(percentile(shown, 95)),
    min: Math.round(Math.min(...shown)),
  },
  sectionJs: {
    files: sectionScripts,
    gzipKB: Math.round(sectionScripts.reduce((sum, file) => sum + file.gzipBytes, 0) / 102.4) / 10,
  },
};
console.log(JSON.stringify(summary, null, 2));
await writeFile(path.join(repoRoot, 'bench', 'judgments-page.json'), `${JSON.stringify(summary, null, 2)}\n`);
