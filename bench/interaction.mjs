#!/usr/bin/env node
// How fast the page answers a visitor's input on a slow phone: Interaction to Next Paint (INP) of opening a
// header menu on the home page and of submitting a search on the search results page, under the page-speed
// emulation (slow 4G, CPU 4x slower, empty cache). The page is first left to load until the network is quiet
// (as a visitor who starts reading), then the input is given with Playwright (trusted events). An interaction's
// latency is the longest Event Timing entry of its `interactionId`: from the input to the next paint after its
// handlers, the browser's own INP. Entries under 16 ms are not reported by the browser: such an interaction
// counts as 16 ms. Median of several visits.
//
//   node bench/interaction.mjs [runs]
//   BASE_URL=http://127.0.0.1:8080 node bench/interaction.mjs 3
import { emulatedPage } from './lib/emulation.mjs';
import { HOME, SEARCH_RESULTS } from './lib/pages.mjs';
import { withSiteAndBrowser } from './lib/site-and-browser.mjs';
import { isMain, median } from './lib/stats.mjs';

/** The smallest duration the Event Timing API reports. */
const EVENT_TIMING_FLOOR_MS = 16;
const QUIET_AFTER_IDLE_MS = 1000;
const AFTER_INPUT_MS = 1500;

/** Runs in the page before its scripts: keeps every event of an interaction in `window.__interactions`. */
function observeInteractions() {
  const seen = [];
  window.__interactions = seen;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      if (entry.interactionId) seen.push({ id: entry.interactionId, name: entry.name, duration: entry.duration });
    // 16: EVENT_TIMING_FLOOR_MS, written out because this function runs in the page, apart from this module.
  }).observe({ type: 'event', durationThreshold: 16, buffered: true });
}

/** What is measured: the page, and the input given once it has loaded. */
export const INTERACTIONS = [
  {
    name: 'open a header menu',
    page: HOME,
    // The first disclosure of the top menus that shows on a wide screen (a button, or a `summary` where the
    // menus work without scripts), not the small screens' menu.
    act: (page) =>
      page.locator('header nav').locator('[aria-expanded], summary').filter({ visible: true }).first().click(),
  },
  {
    name: 'submit a search',
    page: SEARCH_RESULTS,
    act: async (page) => {
      const form = page.locator('main form[role="search"]').first();
      await form.locator('input[type="search"], input[type="text"]').first().fill('pensioen');
      await form.locator('button[type="submit"]').click();
    },
  },
];

async function visit(browser, baseUrl, interaction) {
  const { context, page } = await emulatedPage(browser);
  try {
    await page.addInitScript(observeInteractions);
    await page.goto(`${baseUrl}${interaction.page}`, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForTimeout(QUIET_AFTER_IDLE_MS);
    await interaction.act(page);
    await page.waitForTimeout(AFTER_INPUT_MS);
    const events = await page.evaluate(() => window.__interactions);
    // The slowest interaction is the INP of so short a visit (one input, sometimes seen as two: a click is one).
    return Math.max(EVENT_TIMING_FLOOR_MS, ...events.map((event) => event.duration));
  } finally {
    await context.close();
  }
}

/** Median INP (ms) of `runs` first visits, for each interaction. */
export async function measureInteractions(browser, baseUrl, runs = 5) {
  const results = [];
  for (const interaction of INTERACTIONS) {
    const visits = [];
    for (let run = 0; run < runs; run += 1) visits.push(await visit(browser, baseUrl, interaction));
    results.push({
      interaction: interaction.name,
      page: interaction.page,
      runs,
      inpMs: median(visits),
      runsMs: visits,
    });
  }
  return results;
}

if (isMain(import.meta.url)) {
  const runs = Number(process.argv.slice(2).find((arg) => /^\d+$/.test(arg)) ?? 5);
  await withSiteAndBrowser(async (site, browser) => {
    console.log(JSON.stringify(await measureInteractions(browser, site.baseUrl, runs), null, 2));
  });
}
