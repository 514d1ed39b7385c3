import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage as waitForLivePage } from '../support/site';

/**
 * A search page is live once the scripts have taken over the page the server drew (until then its form is the
 * browser's own GET form) and its search has answered; on a machine busy with other suites that can take longer
 * than the usual wait.
 */
const waitForPage = (page: Page) => waitForLivePage(page, { timeout: 20_000 });

/** Bad input and failures of the search pages: said beside the field, in the page's language, nothing lost. */
test.describe('Search forms', () => {
  test.describe.configure({ timeout: 60_000 });

  test('an empty term and an incomplete date are refused beside their fields, keeping what was typed', async ({
    page,
  }) => {
    await page.goto('/en/search/full-text-judgment');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeFocused();
    await expect(summary.getByRole('link', { name: 'Enter the words to find' })).toBeVisible();
    const term = page.getByLabel('Words to find');
    await expect(term).toHaveAccessibleDescription(/Error: Enter the words to find/);
    await expect(page).not.toHaveURL(/\?/);

    await term.fill('"federal loyalty"');
    const from = page.getByRole('group', { name: 'Date of the judgment' }).getByLabel('From');
    await from.pressSequentially('3101202');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(from).toHaveAccessibleDescription(/Enter a date as day, month and year/);
    await expect(from).toHaveValue('31/01/202');
    await expect(term).toHaveValue('"federal loyalty"');
    await expect(page).not.toHaveURL(/\?/);
    await expectNoAxeViolations(page);

    // Summary links move to their field.
    await summary.getByRole('link').first().click();
    await expect(from).toBeFocused();
  });

  test('several judgment numbers typed at once find exactly those judgments; a list with a typo is refused', async ({
    page,
  }) => {
    const latest = (await (await page.request.get('/api/v1/juris/judgments?lang=nl&pageSize=3')).json()) as {
      items: { year: number; number: number }[];
    };
    const [first, , third] = latest.items.map(({ number, year }) => `${number}/${year}`);
    await page.goto('/nl/search/judgment');
    await waitForPage(page);
    const number = page.getByLabel('Nummer van het arrest');
    await number.fill(`${first}, ${third}`);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(page.locator('#search-results-count')).toHaveText(/^2 arresten gevonden/);
    const hits = page.getByRole('main').locator('a[href*="/ARR/"]');
    const shown = (await hits.evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''))).map(
      (href) =>
        href
          .match(/ARR\/(\d+)\/(\d+)/)!
          .slice(1)
          .join('/'),
    );
    expect(new Set(shown)).toEqual(new Set([first, third]));

    await number.fill(`${first} 4x/2026`);
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    await expect(number).toHaveAccessibleDescription(/Vul arrestnummers in zoals 61 of 61\/2025/);
    await expect(number).toHaveValue(`${first} 4x/2026`);
  });

  test('an impossible date in a shared link is shown as it is, with the message in German', async ({ page }) => {
    await page.goto('/de/search/judgment?judgmentDateFrom=2024-02-31&judgmentDateTo=2020-01-01');
    await waitForPage(page);
    const dates = page.getByRole('group', { name: 'Datum des Entscheids' });
    await expect(dates.getByLabel('Von')).toHaveValue('31.02.2024');
    await expect(dates.getByLabel('Von')).toHaveAccessibleDescription(/Geben Sie ein Datum ein, das es gibt/);
    await expect(page.locator('#search-results-count')).toHaveCount(0);
  });

  test('a search the server cannot answer says so and can be tried again', async ({ page }) => {
    let fail = true;
    await page.route('**/api/v1/search/full-text-judgments?**', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    // Asked from the form: a page opened with its query comes drawn by the server, which asked the API itself.
    await page.goto('/nl/search/full-text-judgment');
    await waitForPage(page);
    await page.getByLabel('Te zoeken woorden').fill('arrest');
    await page.getByRole('button', { name: 'Zoeken', exact: true }).click();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('Er is een fout opgetreden');
    await expect(page.getByLabel('Te zoeken woorden')).toHaveValue('arrest');
    fail = false;
    await alert.getByRole('button').click();
    await expect(page.locator('#search-results-count')).toHaveText(/arresten gevonden/);
  });

  test('a query with no hit says so; in English the page explains the languages of the texts', async ({ page }) => {
    await page.goto('/en/search/full-text-judgment?term=zzzqqxw');
    await expect(page.getByTestId('empty-state')).toContainText('No result is available in English or German');
    await page.goto('/fr/search/judgment-keyword-summary?term=zzzqqxw');
    await expect(page.getByTestId('empty-state')).toHaveText('Aucun résultat.');
  });

  test('a search is offered as an Atom feed listing the same first hit', async ({ page }) => {
    await page.goto('/fr/search/full-text-judgment?term=arr%C3%AAt');
    await waitForPage(page);
    const follow = page.getByRole('link', { name: 'Suivre cette recherche par flux (Atom)' });
    const href = (await follow.getAttribute('href'))!;
    expect(href).toMatch(/^\/api\/v1\/feeds\/fr\/search\/full-text-judgments\.atom\?.*term=arr%C3%AAt/);
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', href);
    const firstHit = await page.getByRole('main').locator('a[href*="/ARR/"]').first().getAttribute('href');
    const feed = await page.request.get(href);
    expect(feed.headers()['content-type']).toContain('application/atom+xml');
    expect(await feed.text()).toContain(firstHit!.split('#')[0]);
  });
});
