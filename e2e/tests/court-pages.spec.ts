import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { collectPageErrors, waitForPage, type Locale } from '../support/site';

/**
 * Every page of the Court section, each visited in two languages. axe runs (in the first language) on one
 * page of each kind: pages of the same kind are the same components with other texts.
 */
const PAGES: { path: string; locales: [Locale, Locale]; axe?: true }[] = [
  { path: 'court', locales: ['fr', 'en'], axe: true },
  { path: 'court/presentation', locales: ['en', 'nl'] },
  { path: 'court/presentation/history-of-the-court', locales: ['nl', 'de'] },
  { path: 'court/presentation/how-the-court-operates', locales: ['de', 'fr'] },
  { path: 'court/presentation/jurisdiction', locales: ['en', 'fr'], axe: true },
  { path: 'court/presentation/organization', locales: ['fr', 'en'], axe: true },
  { path: 'court/presentation/members', locales: ['nl', 'en'], axe: true },
  { path: 'court/presentation/members/steven-segers', locales: ['de', 'fr'], axe: true },
  { path: 'court/presentation/procedure', locales: ['fr', 'nl'] },
  { path: 'court/presentation/accomodation', locales: ['en', 'de'] },
  { path: 'court/presentation/eproc', locales: ['nl', 'fr'] },
  { path: 'court/presentation/international-relations-of-the-court', locales: ['de', 'en'] },
  { path: 'court/presentation/publications-on-the-court', locales: ['fr', 'de'] },
  { path: 'court/basic-text', locales: ['nl', 'en'], axe: true },
  { path: 'court/basic-text/reference-arbitration', locales: ['en', 'fr'], axe: true },
  { path: 'court/basic-text/organic-law', locales: ['de', 'nl'] },
  {
    path: 'court/basic-text/table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court',
    locales: ['fr', 'en'],
    axe: true,
  },
  { path: 'court/publications/annual-reports', locales: ['en', 'nl'] },
  { path: 'court/publications/brochures', locales: ['nl', 'de'] },
  { path: 'court/publications/speeches', locales: ['de', 'fr'] },
  { path: 'court/publications/studies', locales: ['fr', 'en'], axe: true },
  { path: 'court/job-offers', locales: ['nl', 'de'], axe: true },
  { path: 'court/jobs', locales: ['fr', 'en'], axe: true },
  { path: 'contacts', locales: ['en', 'nl'], axe: true },
  { path: 'disclaimer', locales: ['nl', 'fr'] },
  { path: 'privacy-policy', locales: ['de', 'en'] },
  { path: 'accessibility', locales: ['fr', 'de'] },
];

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });
const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('Court section: every page', () => {
  for (const { path, locales, axe } of PAGES) {
    test(`/${path} in ${locales.join(' and ')}${axe ? ', with axe' : ''}`, async ({ page }) => {
      const errors = collectPageErrors(page);
      for (const [index, locale] of locales.entries()) {
        await page.goto(`/${locale}/${path}`);
        await waitForPage(page);
        await expect(h1(page)).toHaveCount(1);
        const title = await h1(page).innerText();
        await expect(page).toHaveTitle(new RegExp(`^${escape(title)} – `));
        await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
        await expect(page.getByTestId('error-card')).toHaveCount(0);
        await expect(page.getByTestId('error-state')).toHaveCount(0);
        if (axe && index === 0) await expectNoAxeViolations(page);
      }
      expect(errors).toEqual([]);
    });
  }

  test('an unknown page of the section is the 404 error card', async ({ page }) => {
    for (const path of [
      '/en/court/presentation/nowhere',
      '/fr/court/basic-text/nowhere',
      '/nl/court/publications/nowhere',
    ]) {
      await page.goto(path);
      await expect(page.getByTestId('error-card')).toContainText(/404/);
    }
    await page.goto('/en/court/presentation/members/nobody-here');
    await expect(page.getByTestId('error-card')).toContainText('This page could not be found');
  });

  test('the page chrome is not printed: breadcrumbs and side navigation carry no-print', async ({ page }) => {
    await page.goto('/en/court/presentation/procedure');
    await waitForPage(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('navigation', { name: 'Breadcrumb' })).toBeHidden();
    await expect(page.getByRole('navigation', { name: 'About the Court' })).toBeHidden();
    await expect(h1(page)).toBeVisible();
  });
});
