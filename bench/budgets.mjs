// The performance budgets of the site, checked against the figures of a run.
import { HOME } from './lib/pages.mjs';

// Near the network's floor under the emulation: a page's HTML of a few KB and its styles arrive in three round
// trips (0.6 s); the home page, its widgets included, with one federation runtime.
export const BUDGETS = {
  homeJavaScriptGzipKB: 170,
  lcpMs: 1000,
  clsBelow: 0.05,
  /** Render-blocking stylesheets of a first screen: one per app drawing it, the shell's and the section's. */
  blockingStylesheetsPerApp: 1,
  inpMs: 200,
};

/** The apps that draw a page's first screen: the shell alone on its home page, the shell and a section elsewhere. */
const appsOf = (page) => (page === HOME ? 1 : 2);

/** One line per budget and page: what was measured, the limit, and whether it holds. */
export function checkBudgets({ bundles, pageSpeed, interactions }) {
  const checks = [];
  const home = bundles?.find((result) => result.page === HOME);
  if (home) {
    checks.push({
      budget: 'JavaScript on the first load of the home page (gzip)',
      page: home.page,
      measured: `${home.gzipKB} KB`,
      limit: `≤ ${BUDGETS.homeJavaScriptGzipKB} KB`,
      pass: home.gzipKB <= BUDGETS.homeJavaScriptGzipKB,
    });
  }
  for (const result of pageSpeed ?? []) {
    checks.push({
      budget: 'Largest contentful paint, slow 4G and 4x slower CPU',
      page: result.page,
      measured: `${result.lcpMs} ms`,
      limit: `≤ ${BUDGETS.lcpMs} ms`,
      pass: result.lcpMs <= BUDGETS.lcpMs,
    });
    checks.push({
      budget: 'Cumulative layout shift',
      page: result.page,
      measured: String(result.cls),
      limit: `< ${BUDGETS.clsBelow}`,
      pass: result.cls < BUDGETS.clsBelow,
    });
    const blockingLimit = BUDGETS.blockingStylesheetsPerApp * appsOf(result.page);
    checks.push({
      budget: 'Stylesheets blocking the first paint',
      page: result.page,
      measured: String(result.blockingStylesheets),
      limit: `≤ ${blockingLimit}`,
      pass: result.blockingStylesheets <= blockingLimit,
    });
  }
  for (const result of interactions ?? []) {
    checks.push({
      budget: `Interaction to next paint: ${result.interaction}, 4x slower CPU`,
      page: result.page,
      measured: `${result.inpMs} ms`,
      limit: `≤ ${BUDGETS.inpMs} ms`,
      pass: result.inpMs <= BUDGETS.inpMs,
    });
  }
  return checks;
}
