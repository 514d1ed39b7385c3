import { expect, test, type Page } from '@playwright/test';
import { collectPageErrors, waitForPage } from '../support/site';

/**
 * Prefetch as the product specification says (section 9): once a page has been idle for 2 s, the code of the
 * sections its links in view lead to is fetched, never with data saver on. On a page of the Rules section, the
 * header's Agenda link leads to the Decisions section, whose code nothing else on the page asks for.
 */
const DECISIONS_CODE =
  /\/remotes\/decisions\/(mf-manifest\.json|remoteEntry\.js|__federation_expose_routes\.[0-9a-f]+\.js)$/;

const agendaLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Agenda', exact: true });

/**
 * When the page's load ended and when each of the Decisions section's files was asked for, in ms since the
 * navigation started, by the page's own clock.
 */
const timings = (page: Page) =>
  page.evaluate((pattern) => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const files = performance
      .getEntriesByType('resource')
      .filter((entry) => new RegExp(pattern).test(new URL(entry.name).pathname))
      .map((entry) => ({ file: new URL(entry.name).pathname, start: entry.startTime }));
    return { loaded: navigation?.loadEventEnd ?? 0, files };
  }, DECISIONS_CODE.source);

/** Makes the browser say that the visitor turned data saver on, before the page's scripts run. */
function turnOnDataSaver() {
  Object.defineProperty(navigator, 'connection', {
    configurable: true,
    value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
  });
}

test('2 s after the page is idle, the section a link in view leads to is fetched, and opens without fetching it again', async ({
  page,
}) => {
  const errors = collectPageErrors(page);
  await page.goto('/en/rule');
  await waitForPage(page);
  await expect(agendaLink(page)).toBeInViewport({ ratio: 0.5 });

  const entryFetched = async () => (await timings(page)).files.some(({ file }) => file.endsWith('/remoteEntry.js'));
  await expect.poll(entryFetched, { timeout: 10_000 }).toBe(true);
  const { loaded, files } = await timings(page);
  expect(loaded).toBeGreaterThan(0);
  for (const { start } of files) expect(start - loaded).toBeGreaterThanOrEqual(1990);

  const fetchedOnNavigation: string[] = [];
  page.on('request', (request) => {
    if (DECISIONS_CODE.test(new URL(request.url()).pathname)) fetchedOnNavigation.push(request.url());
  });
  await agendaLink(page).click();
  await expect(page).toHaveURL('/en/agenda');
  await waitForPage(page);
  expect(fetchedOnNavigation).toEqual([]);
  expect(errors).toEqual([]);
});

test('with data saver on, nothing is fetched ahead', async ({ page }) => {
  await page.addInitScript(turnOnDataSaver);
  await page.goto('/en/rule');
  await waitForPage(page);
  await expect(agendaLink(page)).toBeInViewport({ ratio: 0.5 });
  await page.waitForFunction(() => document.readyState === 'complete');
  await page.waitForTimeout(4000);
  expect((await timings(page)).files).toEqual([]);
});
