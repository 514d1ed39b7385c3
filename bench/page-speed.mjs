#!/usr/bin/env node
// Loading speed of a first visit on a slow phone connection: headless Chromium with an empty cache (a new
// browser context per run), the network of a slow 4G connection (150 ms round trip, 1.6 Mbit/s down,
// 750 kbit/s up) and the CPU slowed down four times, through the DevTools protocol. Per page, the median of
// several runs of
//   FCP  first contentful paint;
//   LCP  largest contentful paint, its last candidate;
//   TBT  total blocking time: the part over 50 ms of every long task after FCP, until the page is quiet (no
//        request for 0.5 s, then 2 s more to catch late tasks);
//   CLS  cumulative layout shift, shifts right after an input excluded;
//   the stylesheets fetched, and those of them that blocked the first paint (`renderBlockingStatus` of their
//   resource timing: a `<link rel=stylesheet>` in the head of the HTML or its `Link` header).
// The figures come from PerformanceObserver entries (buffered) and resource timing read in the page.
//
//   node bench/page-speed.mjs [runs] [-- /en /en/rule]
//   BASE_URL=http://127.0.0.1:8080 node bench/page-speed.mjs 3
import { withSiteAndBrowser } from './lib/site-and-browser.mjs';
import { emulatedPage } from './lib/emulation.mjs';
import { speedPages } from './lib/pages.mjs';
import { isMain, median, roundTo } from './lib/stats.mjs';

const QUIET_AFTER_IDLE_MS = 2000;

/** Runs in the page before any of its scripts: keeps what the observers see in `window.__pageSpeed`. */
function observePageSpeed() {
  const seen = { fcp: undefined, lcp: undefined, cls: 0, longTasks: [] };
  window.__pageSpeed = seen;
  const observe = (type, onEntry) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(onEntry)).observe({ type, buffered: true });
    } catch {
      // an entry type this browser does not know
    }
  };
  observe('paint', (entry) => {
    if (entry.name === 'first-contentful-paint') seen.fcp = entry.startTime;
  });
  observe('largest-contentful-paint', (entry) => {
    seen.lcp = entry.startTime;
    seen.lcpElement = entry.element
      ? entry.element.tagName.toLowerCase() + (entry.element.id ? `#${entry.element.id}` : '')
      : undefined;
  });
  observe('layout-shift', (entry) => {
    if (!entry.hadRecentInput) seen.cls += entry.value;
  });
  observe('longtask', (entry) => seen.longTasks.push({ start: entry.startTime, duration: entry.duration }));
}

async function visit(browser, baseUrl, pagePath) {
  const { context, page } = await emulatedPage(browser);
  await page.addInitScript(observePageSpeed);
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(QUIET_AFTER_IDLE_MS);
  const seen = await page.evaluate(() => window.__pageSpeed);
  const stylesheets = await page.evaluate(() =>
    performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.endsWith('.css'))
      .map((entry) => ({ file: new URL(entry.name).pathname, blocking: entry.renderBlockingStatus === 'blocking' })),
  );
  await context.close();
  const fcp = seen.fcp ?? NaN;
  const tbt = seen.longTasks
    .filter((task) => task.start >= fcp)
    .reduce((sum, task) => sum + Math.max(0, task.duration - 50), 0);
  return {
    fcp,
    lcp: seen.lcp ?? NaN,
    tbt,
    cls: seen.cls,
    lcpElement: seen.lcpElement,
    stylesheets: stylesheets.length,
    blockingStylesheets: stylesheets.filter((sheet) => sheet.blocking).length,
  };
}

/** Median FCP, LCP, TBT (ms), CLS and stylesheet counts of `runs` first visits of each page. */
export async function measurePageSpeed(browser, baseUrl, pages, runs = 5) {
  const results = [];
  for (const pagePath of pages) {
    // One visit first, not counted: it warms the server (its caches, a judgment's first PDF), not the browser.
    await visit(browser, baseUrl, pagePath);
    const visits = [];
    for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, baseUrl, pagePath));
    const mid = (key, decimals = 0) => roundTo(median(visits.map((v) => v[key])), decimals);
    results.push({
      page: pagePath,
      runs,
      fcpMs: mid('fcp'),
      lcpMs: mid('lcp'),
      tbtMs: mid('tbt'),
      cls: mid('cls', 3),
      stylesheets: mid('stylesheets'),
      blockingStylesheets: mid('blockingStylesheets'),
      lcpElement: visits.at(-1).lcpElement,
      lcpRunsMs: visits.map((v) => Math.round(v.lcp)),
    });
  }
  return results;
}

if (isMain(import.meta.url)) {
  const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5);
  const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  await withSiteAndBrowser(async (site, browser) => {
    const pages = chosen.length > 0 ? chosen : await speedPages(site.baseUrl);
    console.log(JSON.stringify(await measurePageSpeed(browser, site.baseUrl, pages, runs), null, 2));
  });
}
