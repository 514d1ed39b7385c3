import { DATED, expect, test, setSiteClock } from '../support/clock';
import type { Page } from '@playwright/test';
import { COURT_NAME, waitForPage, waitForServerDrawing } from '../support/site';

/**
 * The first screen: the HTML of every page already holds the page in its language, frame and data included,
 * readable and usable before any script has run (links are links); the scripts then take it over in place.
 */

const CONSENT = { name: 'GDPR:accepted', value: 'true', domain: '127.0.0.1', path: '/' };

/**
 * The markup of a frame region, without the hrefs that follow the path (language links) and the empty
 * comments a server render puts between adjacent texts.
 */
const outline = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((element) => element.outerHTML.replace(/ href="[^"]*"/g, '').replace(/<!-- -->/g, ''));

test.describe('before scripts run', DATED, () => {
  test.use({ javaScriptEnabled: false });

  test("shows the frame and the home page in the page's language, with the cookie question", async ({ page }) => {
    await page.goto('/nl');
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    const firstScreen = page.locator('#root[data-drawn="page"]');
    await expect(firstScreen.locator('header').getByText(COURT_NAME.nl, { exact: true })).toBeVisible();
    await expect(firstScreen.locator('main h1')).toHaveText(COURT_NAME.nl);
    await expect(firstScreen.locator('section[aria-label]').filter({ hasText: 'cookies' })).toBeVisible();
    await expect(firstScreen.locator('footer')).toBeVisible();
  });

  test("shows a section's page with its data, without the question once answered", async ({ page, context }) => {
    await context.addCookies([CONSENT]);
    // A page that takes longer than the budget to draw (the first visitor's after a restart, or on a busy
    // machine) goes with a loading state; once drawn, it is kept.
    await waitForServerDrawing(page.request, '/de/judgments');
    await page.goto('/de/judgments');
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
    const firstScreen = page.locator('#root[data-drawn="page"]');
    await expect(firstScreen.locator('header').getByText(COURT_NAME.de, { exact: true })).toBeVisible();
    await expect(firstScreen.locator('main h1')).toHaveText('Entscheide');
    await expect(firstScreen.locator('main ul li a[href*="/de/ARR/"]').first()).toBeVisible();
    await expect(firstScreen.locator('section[aria-label]').filter({ hasText: 'Cookies' })).toHaveCount(0);
    // The page is not a picture: its links lead on, as links.
    const judgment = firstScreen.locator('main ul li a[href*="/de/ARR/"]').first();
    const title = await judgment.textContent();
    await judgment.click();
    await expect(page).toHaveURL(/\/de\/ARR\/\d+\/\d{4}$/);
    await expect(page.locator('main h1')).toContainText(title!.trim().slice(0, 10));
  });

  test('shows the 404 page with its status for an address nobody owns', async ({ page }) => {
    const response = await page.goto('/fr/no-such-page');
    expect(response?.status()).toBe(404);
    await expect(page.locator('#root[data-drawn="page"] main h1')).toHaveText('Page introuvable');
    await expect(page.getByRole('link', { name: COURT_NAME.fr, exact: true })).toHaveAttribute('href', '/fr');
  });

  test('shows the results of a search, its passages marked, with their own address', async ({ page }) => {
    // Warmed up first, as above: a render over the budget (the search index's first query) goes with a loading
    // state, and the page is kept once drawn.
    await expect
      .poll(async () => (await page.request.get('/en/search/full-text-judgment?term=tax')).text())
      .toContain('<div id="root" data-drawn="page">');
    await page.goto('/en/search/full-text-judgment?term=tax');
    const drawn = page.locator('#root[data-drawn="page"]');
    await expect(drawn.locator('main h1')).toBeVisible();
    await expect(drawn.locator('main mark').first()).toBeVisible();
  });
});

for (const path of ['/fr', '/nl/judgments']) {
  test(
    `the scripts take over the page the server drew at ${path}, which they draw identically`,
    DATED,
    async ({ browser, request }) => {
      const frames: Record<string, string>[] = [];
      await waitForServerDrawing(request, path);
      for (const javaScriptEnabled of [false, true]) {
        const context = await browser.newContext({ javaScriptEnabled });
        await setSiteClock(context);
        const page = await context.newPage();
        await page.goto(path);
        if (javaScriptEnabled) {
          await waitForPage(page);
          await expect(page.locator('header')).toHaveCount(1);
          await expect(page.getByRole('main')).toHaveCount(1);
        }
        frames.push({
          // The header's menus are links without scripts and menus with them: compared by their texts.
          header: await page.locator('header nav').first().innerText(),
          heading: await outline(page, 'main h1'),
          // The home page's ways into the site; the judgments of the list (whose PDF links come later).
          list: await page
            .locator('main ul')
            .first()
            .evaluate((list) =>
              [...list.querySelectorAll(':scope > li > :is(h3, p), :scope > li > article > :is(h3, dl, p)')]
                .map((element) => element.outerHTML.replace(/ href="[^"]*"/g, ''))
                .join(''),
            ),
          banner: await outline(page, 'section[aria-label]'),
        });
        await context.close();
      }
      expect(frames[0]?.list).toContain('<h3');
      expect(frames[1]).toEqual(frames[0]);
    },
  );
}
