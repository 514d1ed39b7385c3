import { expect, test, type Page } from '@playwright/test';
import { logInAtProvider } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { routeName, routePath, SITE_ROUTES, type SiteRoute } from '../support/routes';
import { LOCALES, waitForPage, type Locale } from '../support/site';

/** The second half of every page's title, "{page} – {court}". */
const TITLE_SUFFIX: Record<Locale, string> = {
  en: 'Constitutional Court of Belgium',
  nl: 'Grondwettelijk Hof van België',
  fr: 'Cour constitutionnelle de Belgique',
  de: 'Verfassungsgerichtshof Belgiens',
};

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * What every page owes a visitor who uses assistive technology, checked once the page and its data are there:
 * one h1, one main landmark, the page's language on `<html>`, a title saying which page this is, and (`axe`) no
 * WCAG 2.1 A/AA violation that axe can find.
 */
async function expectAccessiblePage(page: Page, locale: Locale, { isHome = false, axe = true } = {}): Promise<void> {
  await waitForPage(page, { timeout: 15_000 });
  await expect(page.getByTestId('loading-state')).toHaveCount(0);
  // The frame's progress bar runs while any request of the page is waiting for its answer.
  await expect(
    page.locator('[data-testid="progress-bar"]:is([data-status="waiting"], [data-status="running"])'),
  ).toHaveCount(0);
  await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}(-|$)`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  await expect(page.getByRole('main')).toHaveCount(1);
  const suffix = escape(TITLE_SUFFIX[locale]);
  await expect(page).toHaveTitle(new RegExp(isHome ? `^${suffix}$` : `^\\S.* – ${suffix}$`));
  if (axe) await expectNoAxeViolations(page);
}

/**
 * Visits a route in every language, one after the other in the same tab, with axe in the language `axeIn`. A
 * protected page shows itself to a citizen who is logged in, and the 401 card to anyone else.
 */
async function expectAccessibleInEveryLanguage(
  page: Page,
  route: SiteRoute,
  { loggedIn = false, axeIn }: { loggedIn?: boolean; axeIn: Locale },
) {
  for (const locale of LOCALES) {
    const path = await routePath(route, page.request, locale);
    await test.step(path, async () => {
      await page.goto(path);
      await expectAccessiblePage(page, locale, { isHome: path === `/${locale}`, axe: locale === axeIn });
      if (route.loginRequired) await expect(page.getByTestId('error-card')).toHaveCount(loggedIn ? 0 : 1);
    });
  }
}

/**
 * Every page of the site map in en, nl, fr and de (e2e/support/routes.ts), checked by axe in one of them, taken
 * in turn, so that each language has a quarter of the pages checked: axe reads the structure that the same
 * components draw in every language (its checks were two thirds of this sweep's time, the longest of the
 * browser tests); what a language changes (`lang`, the title, the headings) is checked in all four.
 */
const axeLanguage = (index: number): Locale => LOCALES[index % LOCALES.length]!;

test.describe('accessibility of every page', () => {
  // Four page loads, one checked by axe: a few seconds on an idle machine, much more on a busy one.
  test.describe.configure({ timeout: 120_000 });

  SITE_ROUTES.forEach((route, index) => {
    test(`${routeName(route)}${route.loginRequired ? ', not logged in (401 card)' : ''}`, async ({ page }) => {
      await expectAccessibleInEveryLanguage(page, route, { axeIn: axeLanguage(index) });
    });
  });

  test('the protected pages of the login area, logged in', async ({ page }) => {
    test.setTimeout(240_000);
    await page.goto('/en/auth/login');
    await logInAtProvider(page, 'Luc Dubois');
    await expect(page.getByRole('banner').getByTestId('account-status')).toContainText('Luc Dubois');
    for (const [index, route] of SITE_ROUTES.filter((candidate) => candidate.loginRequired).entries()) {
      await expectAccessibleInEveryLanguage(page, route, { loggedIn: true, axeIn: axeLanguage(index + 1) });
    }
  });

  test('/sorry, in the visitor’s language', async ({ page, context, baseURL }) => {
    for (const locale of LOCALES) {
      await context.addCookies([{ name: 'i18n_redirected', value: locale, url: baseURL! }]);
      await test.step(`/sorry in ${locale}`, async () => {
        await page.goto('/sorry');
        await expectAccessiblePage(page, locale);
      });
    }
  });
});
