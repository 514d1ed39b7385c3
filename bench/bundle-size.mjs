#!/usr/bin/env node
// Measures the JavaScript a visitor downloads on the first load of a page: every script the browser fetches
// until the network is idle, with its size as sent (gzip) and uncompressed. Prints a table per file and the
// totals, and writes bench/bundle-size.json.
//
//   pnpm bench:bundle                        # starts the site on a free port, measures /en
//   BASE_URL=http://localhost:8080 pnpm bench:bundle -- /en /fr/rule
import { spawn } from 'node:child_process';
import { writeFile } from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const { chromium } = createRequire(path.join(repoRoot, 'e2e', 'package.json'))('@playwright/test');
const pages = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
if (pages.length === 0) pages.push('/en');

function freePort() {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

async function waitForHealth(baseUrl, child) {
  for (let attempt = 0; attempt < 600; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`the server exited with code ${child.exitCode}`);
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error('the server did not start');
}

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  await waitForHealth(baseUrl, child);
  return { baseUrl, stop: () => child.kill('SIGTERM') };
}

async function measure(browser, baseUrl, pagePath) {
  const page = await browser.newPage();
  const scripts = [];
  page.on('response', async (response) => {
    const request = response.request();
    if (request.resourceType() !== 'script' && !/\.m?js(\?|$)/.test(response.url())) return;
    try {
      const body = await response.body();
      scripts.push({
        file: new URL(response.url()).pathname,
        raw: body.length,
        gzip: gzipSync(body, { level: 9 }).length,
        sentEncoding: response.headers()['content-encoding'] ?? 'identity',
      });
    } catch {
      // a response without a body (redirect, aborted) carries no script
    }
  });
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  await page.close();
  scripts.sort((a, b) => b.gzip - a.gzip);
  const total = scripts.reduce((sum, s) => ({ raw: sum.raw + s.raw, gzip: sum.gzip + s.gzip }), { raw: 0, gzip: 0 });
  return { page: pagePath, files: scripts, total };
}

const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);

const server = process.env.BASE_URL ? { baseUrl: process.env.BASE_URL, stop: () => {} } : await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
});
try {
  const results = [];
  for (const pagePath of pages) {
    const result = await measure(browser, server.baseUrl, pagePath);
    results.push(result);
    console.log(`\nFirst load of ${pagePath}: ${result.files.length} scripts`);
    console.log('   gzip KB     raw KB  file');
    for (const file of result.files) console.log(`${kb(file.gzip)}    ${kb(file.raw)}  ${file.file}`);
    console.log(`${kb(result.total.gzip)}    ${kb(result.total.raw)}  TOTAL`);
  }
  await writeFile(path.join(repoRoot, 'bench', 'bundle-size.json'), `${JSON.stringify(results, null, 2)}\n`);
} finally {
  await browser.close();
  server.stop();
}
