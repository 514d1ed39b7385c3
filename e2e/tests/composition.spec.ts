import { expect, test } from '@playwright/test';
import { DEGRADED_PORT } from '../playwright.config';
import { collectPageErrors, waitForPage } from '../support/site';

const SECTION_PAGES = [
  { path: '/fr/court/presentation', remote: 'court' },
  { path: '/nl/judgments', remote: 'decisions' },
  { path: '/de/media/video', remote: 'media' },
  { path: '/en/rule', remote: 'rules' },
  { path: '/fr/search', remote: 'search' },
] as const;

test.describe('sections composed at runtime', () => {
  for (const { path, remote } of SECTION_PAGES) {
    test(`${path} is rendered by the ${remote} section, loaded from its manifest`, async ({ page }) => {
      const manifest = page.waitForResponse((response) =>
        response.url().endsWith(`/remotes/${remote}/mf-manifest.json`),
      );
      const errors = collectPageErrors(page);
      await page.goto(path);
      expect((await manifest).status()).toBe(200);
      await waitForPage(page);
      await expect(page.getByTestId('error-card')).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test('the home page downloads no section it does not show', async ({ page }) => {
    const remoteRequests: string[] = [];
    page.on('request', (request) => {
      if (/\/remotes\/(court|rules|search)\//.test(request.url())) remoteRequests.push(request.url());
    });
    await page.goto('/en');
    await waitForPage(page);
    await page.waitForLoadState('networkidle');
    expect(remoteRequests).toEqual([]);
  });

  test('the shell reads where sections live from /config/remotes.json at start-up', async ({ page }) => {
    const config = page.waitForResponse((response) => response.url().endsWith('/config/remotes.json'));
    await page.goto('/nl');
    const response = await config;
    expect(response.headers()['cache-control']).toContain('no-cache');
    expect(Object.keys(await response.json()).sort()).toEqual(['court', 'decisions', 'media', 'rules', 'search']);
  });
});

test.describe('a section that is down', () => {
  const degraded = `http://127.0.0.1:${DEGRADED_PORT}`;

  test('a section whose server is stopped shows its error card; the frame keeps working', async ({ page }) => {
    await page.goto(`${degraded}/en/court/presentation`);
    const card = page.getByTestId('error-card');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText(
      'This part of the site is temporarily unavailable',
    );
    await expect(card.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
  });

  test('a section whose manifest answers 404 shows its error card; other sections still work', async ({ page }) => {
    await page.goto(`${degraded}/fr/rule`);
    await expect(page.getByTestId('error-card').getByRole('heading', { level: 1 })).toHaveText(
      'Cette partie du site est momentanément indisponible',
    );
    await page.goto(`${degraded}/fr/judgments`);
    await waitForPage(page);
    await expect(page.getByTestId('error-card')).toHaveCount(0);
  });

  test.describe('without JavaScript', () => {
    test.use({ javaScriptEnabled: false });

    test("a section this server does not serve: the frame and the section's error card, with status 503", async ({
      page,
    }) => {
      for (const [path, heading, refresh, home] of [
        [
          '/fr/rule',
          'Cette partie du site est momentanément indisponible',
          'Actualiser la page',
          "Aller à la page d'accueil",
        ],
        [
          '/nl/rule/anonymization-policy',
          'Dit deel van de website is tijdelijk niet beschikbaar',
          'Pagina vernieuwen',
          'Naar de startpagina',
        ],
      ] as const) {
        const response = await page.goto(`${degraded}${path}`);
        expect(response?.status()).toBe(503);
        const card = page.getByTestId('error-card');
        await expect(card.getByRole('heading', { level: 1 })).toHaveText(heading);
        // Without scripts, refreshing is a link to the same address: the server tries the section again.
        await expect(card.getByRole('link', { name: refresh })).toHaveAttribute('href', path);
        await expect(card.getByRole('link', { name: home })).toHaveAttribute('href', path.slice(0, 3));
        await expect(page.getByRole('banner')).toBeVisible();
        await expect(page.getByRole('contentinfo')).toBeVisible();
      }
    });
  });

  test('moving from a working section to a broken one and back, without reloading', async ({ page }) => {
    await page.goto(`${degraded}/en/search`);
    await waitForPage(page);
    await page.evaluate(() => window.history.pushState({}, '', '/en/rule'));
    await page.evaluate(() => window.dispatchEvent(new PopStateEvent('popstate')));
    await expect(page.getByTestId('error-card')).toBeVisible();
    await page.goBack();
    await waitForPage(page);
    await expect(page.getByTestId('error-card')).toHaveCount(0);
  });
});
