// The performance budgets of the site, checked against the figures of a run.
export const BUDGETS = {
  homeJavaScriptGzipKB: 190,
  lcpMs: 2000,
  clsBelow: 0.05,
};

/** One line per budget and page: what was measured, the limit, and whether it holds. */
export function checkBudgets({ bundles, pageSpeed }) {
  const checks = [];
  const home = bundles?.find((result) => result.page === '/en');
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
  }
  return checks;
}
