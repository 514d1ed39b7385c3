import { expect, test, type Page } from '@playwright/test';
import { ownerOfPath, shellPaths } from '@court/site-map';
import { routeName, routePath, SITE_ROUTES } from '../support/routes';
import { LOCALES } from '../support/site';

/**
 * Hydration: the HTML of a page is the live page. Its scripts take it over in place, so nothing of what the
 * visitor already reads is taken away and put back while the page loads, and React finds on the page exactly
 * what it would have drawn (a mismatch makes it draw the page again, which it reports).
 */

declare global {
  interface Window {
    /** What left `#root` while the page loaded: the page's landmarks and heading, as `tag#id.class`. */
    removedWhileLoading: string[];
  }
}

/** Runs before the page's HTML is parsed: watches the document for removed landmarks and main headings. */
function watchRemovals() {
  window.removedWhileLoading = [];
  const watched = 'header, main, footer, h1, main h2';
  new MutationObserver((mutations) => {
    for (const mutation of mutations)
      for (const node of mutation.removedNodes) {
        if (!(node instanceof Element)) continue;
        for (const element of [node, ...node.querySelectorAll(watched)])
          if (element.matches(watched))
            window.removedWhileLoading.push(`${element.tagName.toLowerCase()}#${element.id}.${element.className}`);
      }
  }).observe(document, { childList: true, subtree: true });
}

/** Console messages by which React tells that the server's markup was not what it drew. */
const HYDRATION_MESSAGE = /hydrat|Minified React error #(418|419|421|422|423|425)/i;

function collectHydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && HYDRATION_MESSAGE.test(message.text()))
      errors.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (HYDRATION_MESSAGE.test(error.message)) errors.push(error.message);
  });
  return errors;
}

/** The paths of the stylesheets the page asks for. */
function requestedStylesheets(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'stylesheet') paths.push(new URL(request.url()).pathname);
  });
  return paths;
}

test.describe('every page is hydrated, not drawn again', () => {
  test.describe.configure({ timeout: 60_000 });

  SITE_ROUTES.forEach((route, index) => {
    // One language per page, taken in turn, so that every language is walked.
    const locale = LOCALES[index % LOCALES.length]!;
    test(`${routeName(route)} in ${locale}`, async ({ page }) => {
      await page.addInitScript(watchRemovals);
      const errors = collectHydrationErrors(page);
      const stylesheets = requestedStylesheets(page);
      const path = await routePath(route, page.request, locale);
      // The login area's pages that depend on the visitor's login: the browser draws them in the frame's place.
      const drawnByServer =
        ownerOfPath(path.split('?')[0]!) !== 'shell' ||
        [`/${locale}`, `/${locale}/${shellPaths.loggedOut()}`].includes(path);
      // Every other page comes drawn. One whose render misses the budget on a busy machine goes with a loading
      // state; the page is kept once drawn.
      if (drawnByServer)
        await expect.poll(async () => (await page.request.get(path)).text()).toContain('data-drawn="page"');
      await page.goto(path);
      const drawn = await page.locator('#root').getAttribute('data-drawn');
      await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: 15_000 });
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      expect(errors).toEqual([]);
      if (!drawnByServer) return;
      expect(drawn).toBe('page');
      expect(await page.evaluate(() => window.removedWhileLoading)).toEqual([]);
      // The styles the page came with are not fetched again by the scripts' stylesheet loaders.
      const held = await page
        .locator('style[data-href]')
        .evaluateAll((styles) =>
          styles.map((style) => new URL((style as HTMLElement).dataset.href!, window.location.href).pathname),
        );
      expect(held.length).toBeGreaterThan(0);
      expect(stylesheets.filter((file) => held.includes(file))).toEqual([]);
    });
  });
});
