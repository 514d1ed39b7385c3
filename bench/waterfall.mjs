#!/usr/bin/env node
// The request chain of a first visit under the page-speed emulation (slow 4G, 4x slower CPU, empty cache):
// every request with its start and end (ms since navigation), its initiator and size, and the FCP and LCP,
// to see which request waits for which before the largest paint.
//
//   node bench/waterfall.mjs [-- /en /en/judgments?year=2025]
//   BASE_URL=http://127.0.0.1:8080 node bench/waterfall.mjs /en
import { withSiteAndBrowser } from './lib/site-and-browser.mjs';
import { speedPages } from './lib/pages.mjs';
import { emulatedPage } from './lib/emulation.mjs';
import { isMain } from './lib/stats.mjs';

async function waterfall(browser, baseUrl, pagePath) {
  const { context, page, cdp } = await emulatedPage(browser);
  const requests = new Map();
  let origin;
  cdp.on('Network.requestWillBeSent', ({ requestId, request, timestamp, initiator, type }) => {
    origin ??= timestamp;
    requests.set(requestId, { url: request.url, type, initiator: initiator.type, start: timestamp });
  });
  cdp.on('Network.loadingFinished', ({ requestId, timestamp, encodedDataLength }) => {
    const entry = requests.get(requestId);
    if (entry) Object.assign(entry, { end: timestamp, bytes: encodedDataLength });
  });
  await page.addInitScript(() => {
    window.__paints = {};
    new PerformanceObserver((list) => list.getEntries().forEach((e) => (window.__paints.lcp = e.startTime))).observe({
      type: 'largest-contentful-paint',
      buffered: true,
    });
    new PerformanceObserver((list) =>
      list.getEntries().forEach((e) => e.name === 'first-contentful-paint' && (window.__paints.fcp = e.startTime)),
    ).observe({ type: 'paint', buffered: true });
  });
  await page.goto(`${baseUrl}${pagePath}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForTimeout(1000);
  const paints = await page.evaluate(() => window.__paints);
  await context.close();
  const ms = (t) => (t === undefined ? '   -' : String(Math.round((t - origin) * 1000)).padStart(5));
  console.log(`\n${pagePath}  FCP ${Math.round(paints.fcp)} ms  LCP ${Math.round(paints.lcp)} ms`);
  for (const r of [...requests.values()].sort((a, b) => a.start - b.start)) {
    const kb = r.bytes === undefined ? '' : `${(r.bytes / 1024).toFixed(1)} KB`;
    const url = r.url.replace(baseUrl, '');
    console.log(`${ms(r.start)} ${ms(r.end)}  ${r.initiator.padEnd(7)} ${kb.padStart(9)}  ${url}`);
  }
}

if (isMain(import.meta.url)) {
  const chosen = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  await withSiteAndBrowser(async (site, browser) => {
    for (const pagePath of chosen.length > 0 ? chosen : await speedPages(site.baseUrl))
      await waterfall(browser, site.baseUrl, pagePath);
  });
}
