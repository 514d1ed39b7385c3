import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { COURT_NAME, waitForPage } from '../support/site';

test.describe('language in the URL', () => {
  test('the root sends a visitor to the language of their browser', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/nl$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await context.close();
  });

  test('a remembered language wins over the browser language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'nl-BE' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'de', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/de$/);
    await context.close();
  });

  test('French is the fallback for a browser language the site does not speak', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'es-ES' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr$/);
    await expect(page.getByRole('banner')).toContainText(COURT_NAME.fr);
    await context.close();
  });

  test('a path without a language keeps its page under the detected language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'en-GB' });
    const page = await context.newPage();
    await page.goto('/rule/anonymization-policy?x=1');
    await expect(page).toHaveURL(/\/en\/rule\/anonymization-policy\?x=1$/);
    await context.close();
  });

  test('visiting a language remembers it for a year in i18n_redirected', async ({ page, context }) => {
    await page.goto('/de');
    await waitForPage(page);
    const cookie = (await context.cookies()).find((c) => c.name === 'i18n_redirected');
    expect(cookie?.value).toBe('de');
    expect(cookie?.path).toBe('/');
    expect(cookie?.sameSite).toBe('Lax');
    expect(cookie?.secure).toBe(false);
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThan(366);
  });

  for (const [locale, iso] of [
    ['en', 'en-GB'],
    ['nl', 'nl-BE'],
    ['fr', 'fr-BE'],
    ['de', 'de'],
  ] as const) {
    test(`<html lang> is ${iso} on /${locale}`, async ({ page }) => {
      await page.goto(`/${locale}`);
      await waitForPage(page);
      await expect(page.locator('html')).toHaveAttribute('lang', iso);
      await expect(page.getByRole('banner')).toContainText(COURT_NAME[locale]);
    });
  }
});

test.describe('error pages', () => {
  test('an unknown page shows the 404 card inside the page frame', async ({ page }) => {
    await page.goto('/en/no-such-page');
    const card = page.getByTestId('error-card');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Page not found');
    await expect(card).toContainText('404');
    await expect(card).toContainText('This page could not be found');
    await expect(card).toContainText('Error: This page could not be found');
    await expect(card.getByRole('button', { name: 'Refresh the page' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/en');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('an unknown page inside a section is that section’s 404', async ({ page }) => {
    await page.goto('/nl/rule/no-such-topic');
    await expect(page.getByTestId('error-card').getByRole('heading', { level: 1 })).toHaveText('Pagina niet gevonden');
  });

  test('/sorry is the server error page, in the visitor’s language', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-BE' });
    await context.addCookies([{ name: 'i18n_redirected', value: 'nl', url: baseURL! }]);
    const page = await context.newPage();
    await page.goto('/sorry');
    await expect(page).toHaveURL(/\/sorry$/);
    const card = page.getByTestId('error-card');
    await expect(card.getByRole('heading', { level: 1 })).toHaveText('Er ging iets mis aan onze kant');
    await expect(card.getByRole('link', { name: 'Naar de startpagina' })).toHaveAttribute('href', '/nl');
    await expectNoAxeViolations(page);
    await context.close();
  });
});
