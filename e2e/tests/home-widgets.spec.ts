import { expect, test, type APIRequestContext } from '@playwright/test';
import { waitForPage } from '../support/site';

/**
 * The home page's widgets (latest judgments, next hearings, latest press releases) come drawn by the site server
 * inside the home page: they are links that work before and without scripts, and the browser keeps them as
 * they are, without downloading the code of the sections that drew them.
 */
/**
 * Waits until the server sends the home page with its widgets: one whose widgets missed the budget (a busy
 * machine) goes without them, and is not kept.
 */
async function drawnWithWidgets(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).text(), { timeout: 20_000 })
    .toContain('aria-labelledby="widget-latest-judgments"');
}

test.describe("the home page's widgets drawn by the server", () => {
  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    for (const [locale, latest, press] of [
      ['nl', 'Recentste arresten', 'Recentste persberichten'],
      ['fr', 'Derniers arrêts', 'Derniers communiqués de presse'],
      ['de', 'Neueste Entscheide', 'Neueste Pressemitteilungen'],
      ['en', 'Latest judgments', 'Latest press releases'],
    ] as const) {
      test(`lead to the latest judgments and press releases in ${locale}`, async ({ page }) => {
        await drawnWithWidgets(page.request, `/${locale}`);
        await page.goto(`/${locale}`);
        const judgments = page.getByRole('region', { name: latest });
        await expect(judgments.getByRole('listitem')).toHaveCount(5);
        await expect(page.getByRole('region', { name: press }).getByRole('article').first()).toBeVisible();
        const first = judgments.getByRole('listitem').first().getByRole('link');
        const name = (await first.textContent())!;
        await first.click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/ARR/\\d+/\\d{4}$`));
        await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/^\D+/, ''));
      });
    }
  });

  test('are kept as they are, without their sections’ code, and their links go through the router', async ({
    page,
  }) => {
    const sectionScripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script' && /\/(remotes|releases)\//.test(request.url()))
        sectionScripts.push(new URL(request.url()).pathname);
    });
    // Data saver on: the sections the links lead to are not prefetched, so any section code is the widgets'.
    await page.addInitScript(() =>
      Object.defineProperty(navigator, 'connection', {
        configurable: true,
        value: Object.assign(new EventTarget(), { saveData: true, effectiveType: '4g' }),
      }),
    );
    let loads = 0;
    page.on('load', () => (loads += 1));
    await drawnWithWidgets(page.request, '/en');
    await page.goto('/en');
    await waitForPage(page);
    const latest = page.getByRole('region', { name: 'Latest judgments' });
    await latest.scrollIntoViewIfNeeded();
    await expect(latest.getByRole('listitem')).toHaveCount(5);
    await page.waitForLoadState('networkidle');
    expect(sectionScripts).toEqual([]);

    await page.getByRole('region', { name: 'Latest press releases' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/en\/media\//);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(loads).toBe(1);
  });
});
