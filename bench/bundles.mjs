#!/usr/bin/env node
// JavaScript shipped on the first load of a page: every script the browser fetches until the network is idle,
// then, scrolled to the bottom (what comes into view there, such as the home page's widgets), until it is idle
// again, with its size uncompressed and gzip-compressed (level 9, what a CDN sends; the site server itself
// sends brotli when the browser accepts it, which is smaller still). The browser says data saver is on, so the
// sections that links lead to are not prefetched: that is code for the next page, not this one.
//
//   pnpm bench:bundle                          # starts the site, measures the home page and one page per section
//   pnpm bench:bundle -- /en /fr/rule          # chosen pages
//   BASE_URL=http://127.0.0.1:8080 pnpm bench:bundle
import { gzipSync } from 'node:zlib';
import { withSiteAndBrowser } from './lib/site-and-browser.mjs';
import { bundlePages } from './lib/pages.mjs';
import { isMain, kilobytes } from './lib/stats.mjs';

const SETTLE_MS = 1000;

/** Runs in the page before its scripts: data saver on, which turns off the prefetch of the next sections. */
function saveData() {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
  });
}

async function measurePage(browser, baseUrl, pagePath) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.addInitScript(saveData);
  const reads = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    reads.push(
      response.body().then(
        (body) => ({
          file: new URL(response.url()).pathname,
          raw: body.length,
          gzip: gzipSync(body, { level: 9 }).length,
        }),
        // A response without a body (a redirect, an aborted request) carries no script.
        () => undefined,
      ),
    );
  });
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle' });
  // The scripts may still be running when the network is quiet: a place scrolled past before they watch it
  // would load nothing.
  await page.waitForTimeout(SETTLE_MS);
  // Down the page half a screen at a time, as a reader scrolls: a place that is passed in one jump is not seen.
  for (
    let step = 1;
    await page.evaluate((n) => (n * innerHeight) / 2 < document.documentElement.scrollHeight, step);
    step += 1
  ) {
    await page.evaluate((n) => window.scrollTo(0, (n * innerHeight) / 2), step);
    await page.waitForTimeout(200);
  }
  await page.waitForLoadState('networkidle');
  const files = (await Promise.all(reads)).filter(Boolean).sort((a, b) => b.gzip - a.gzip);
  await context.close();
  const total = files.reduce((sum, file) => ({ raw: sum.raw + file.raw, gzip: sum.gzip + file.gzip }), {
    raw: 0,
    gzip: 0,
  });
  return {
    page: pagePath,
    scripts: files.length,
    gzipKB: kilobytes(total.gzip),
    rawKB: kilobytes(total.raw),
    files: files.map((file) => ({ file: file.file, gzipKB: kilobytes(file.gzip), rawKB: kilobytes(file.raw) })),
  };
}

/** First-load JavaScript of each page, in a fresh browser context (empty cache) per page. */
export async function measureBundles(browser, baseUrl, pages) {
  const results = [];
  for (const pagePath of pages) results.push(await measurePage(browser, baseUrl, pagePath));
  return results;
}

if (isMain(import.meta.url)) {
  await withSiteAndBrowser(async (site, browser) => {
    const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
    const pages = chosen.length > 0 ? chosen : await bundlePages(site.baseUrl);
    for (const result of await measureBundles(browser, site.baseUrl, pages)) {
      console.log(`\nFirst load of ${result.page}: ${result.scripts} scripts`);
      console.log('   gzip KB     raw KB  file');
      for (const file of result.files) {
        console.log(`${String(file.gzipKB).padStart(9)}  ${String(file.rawKB).padStart(9)}  ${file.file}`);
      }
      console.log(`${String(result.gzipKB).padStart(9)}  ${String(result.rawKB).padStart(9)}  TOTAL`);
    }
  });
}
