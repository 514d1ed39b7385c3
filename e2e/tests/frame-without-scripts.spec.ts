import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { LOCALES, type Locale } from '../support/site';

/**
 * The page frame with JavaScript off, as a visitor whose scripts are blocked, failed or not there yet meets it:
 * the header's menus open by themselves (disclosures), their links and the language links are links, and the
 * cookie question is a form the site server answers.
 */
test.use({ javaScriptEnabled: false });

const TEXTS: Record<Locale, { rules: string; accept: string; refuse: string }> = {
  en: { rules: 'Rules', accept: 'Accept', refuse: 'Refuse' },
  nl: { rules: 'Regels', accept: 'Aanvaarden', refuse: 'Weigeren' },
  fr: { rules: 'Règles', accept: 'Accepter', refuse: 'Refuser' },
  de: { rules: 'Regeln', accept: 'Akzeptieren', refuse: 'Ablehnen' },
};
const OTHER: Record<Locale, Locale> = { en: 'nl', nl: 'fr', fr: 'de', de: 'en' };
const LANGUAGE_NAME: Record<Locale, string> = { en: 'English', nl: 'Nederlands', fr: 'Français', de: 'Deutsch' };
const ANONYMISATION = (locale: Locale) => `/${locale}/rule/anonymization-policy`;

/** The header's menu (a disclosure) whose summary reads `name`. */
const headerMenu = (page: Page, name: string) =>
  page.locator('header > nav details').filter({ has: page.locator('summary', { hasText: new RegExp(`^${name}$`) }) });

/**
 * The visitor is on the page at `path`, in its frame. (What <main> holds is the first screens' affair: the page,
 * or a loading state when its section took too long on the server, which browser tests on a cold server meet.)
 */
async function expectPage(page: Page, path: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/[/?]/g, '\\$&')}$`));
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(page.getByRole('main')).toHaveCount(1);
}

for (const locale of LOCALES) {
  test.describe(`without scripts, in ${locale}`, () => {
    test('a header menu opens and its links lead to their pages', async ({ page }) => {
      await page.goto(`/${locale}`);
      const menu = headerMenu(page, TEXTS[locale].rules);
      const link = menu.locator(`a[href="${ANONYMISATION(locale)}"]`);
      await expect(link).toBeHidden();
      await menu.locator('summary').click();
      await expect(menu).toHaveAttribute('open', '');
      await link.click();
      await expectPage(page, ANONYMISATION(locale));
    });

    test('the language links lead to the same page in another language', async ({ page }) => {
      const other = OTHER[locale];
      await page.goto(`/${locale}/agenda`);
      await page.getByRole('banner').getByRole('link', { name: LANGUAGE_NAME[other], exact: true }).click();
      await expectPage(page, `/${other}/agenda`);
      await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${other}`));
      // The language is remembered, as the scripts remember it: the site's bare address leads back to it.
      await page.goto('/');
      await expect(page).toHaveURL(`/${other}`);
    });

    test('the cookie question is answered by the site server, which sends the visitor back', async ({
      page,
      context,
    }) => {
      // Accept in two languages, refuse in the others: both answers are kept the same way.
      const accepted = locale === 'en' || locale === 'fr';
      await page.goto(ANONYMISATION(locale));
      const banner = page.getByRole('region', { name: 'Cookies' });
      await banner.getByRole('button', { name: accepted ? TEXTS[locale].accept : TEXTS[locale].refuse }).click();
      await expect(banner).toHaveCount(0);
      await expectPage(page, ANONYMISATION(locale));
      const cookie = (await context.cookies()).find((c) => c.name === 'GDPR:accepted');
      expect(cookie?.value).toBe(String(accepted));
      const days = (cookie!.expires - Date.now() / 1000) / 86400;
      expect(days).toBeGreaterThan(69.9);
      expect(days).toBeLessThan(70.1);
    });
  });
}

test('one header menu is open at a time, as the scripted menus are', async ({ page }) => {
  await page.goto('/en');
  await headerMenu(page, 'The Court').locator('summary').click();
  await headerMenu(page, 'Decisions').locator('summary').click();
  await expect(page.locator('header > nav details[open]')).toHaveCount(1);
  await expect(headerMenu(page, 'Decisions')).toHaveAttribute('open', '');
});

test.describe('when the scripts fail to load', () => {
  // The browser runs scripts (axe needs them) but gets none of the site's.
  test.use({ javaScriptEnabled: true });

  test('an open header menu and the cookie question meet WCAG 2.1 AA', async ({ page }) => {
    await page.route(/\.js(\?|$)/, (route) => route.abort());
    await page.goto('/fr');
    await headerMenu(page, 'Décisions').locator('summary').click();
    await expect(headerMenu(page, 'Décisions').getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Accepter' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('the login area without scripts', () => {
  const LOGIN: Record<Locale, { title: string; withoutScripts: RegExp; loggedOut: string }> = {
    en: { title: 'Log in', withoutScripts: /^Logging in needs JavaScript/, loggedOut: 'You are logged out' },
    nl: { title: 'Aanmelden', withoutScripts: /^Aanmelden werkt alleen met JavaScript/, loggedOut: 'U bent afgemeld' },
    fr: {
      title: 'Se connecter',
      withoutScripts: /^La connexion nécessite JavaScript/,
      loggedOut: 'Vous êtes déconnecté',
    },
    de: { title: 'Anmelden', withoutScripts: /^Die Anmeldung erfordert JavaScript/, loggedOut: 'Sie sind abgemeldet' },
  };

  for (const locale of LOCALES) {
    test(`the login page says logging in needs scripts; the logged-out page leads on, in ${locale}`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/auth/login`);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(LOGIN[locale].title);
      await expect(main.getByText(LOGIN[locale].withoutScripts)).toBeVisible();
      await page.goto(`/${locale}/logout`);
      await expect(main.getByRole('heading', { level: 1 })).toHaveText(LOGIN[locale].loggedOut);
      await main.getByRole('link').first().click();
      await expectPage(page, `/${locale}`);
    });
  }

  test('a page only the browser draws says so, and offers to load it again', async ({ page }) => {
    await page.goto('/nl/auth/callback?state=x');
    const reload = page.getByRole('link', { name: 'opnieuw te laden' });
    await expect(reload.locator('xpath=..')).toContainText('Deze pagina kon niet zonder JavaScript worden getoond');
    await reload.click();
    await expect(page).toHaveURL(/\/nl\/auth\/callback\?state=x$/);
  });
});
