import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { COURT_NAME, LOCALES, waitForPage, type Locale } from '../support/site';

const MENU_NAMES: Record<Locale, { court: string; decisions: string; media: string; rules: string }> = {
  en: { court: 'The Court', decisions: 'Decisions', media: 'Press and media', rules: 'Rules' },
  nl: { court: 'Het Hof', decisions: 'Beslissingen', media: 'Pers en media', rules: 'Regels' },
  fr: { court: 'La Cour', decisions: 'Décisions', media: 'Presse et médias', rules: 'Règles' },
  de: { court: 'Der Gerichtshof', decisions: 'Entscheidungen', media: 'Presse und Medien', rules: 'Regeln' },
};

/** Every link of every header menu, opened one after the other. */
async function headerMenuLinks(page: Page, locale: Locale): Promise<string[]> {
  const hrefs: string[] = [];
  for (const name of Object.values(MENU_NAMES[locale])) {
    const button = page.getByRole('banner').getByRole('button', { name, exact: true });
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.locator(`#${await button.getAttribute('aria-controls')}`);
    for (const link of await menu.getByRole('link').all()) hrefs.push((await link.getAttribute('href'))!);
    await page.keyboard.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
  }
  return hrefs;
}

test.describe('page frame', () => {
  for (const locale of LOCALES) {
    test(`header, menus and footer in ${locale}, walking every menu entry`, async ({ page }) => {
      // About twenty pages (axe checks each of them in accessibility-sweep.spec.ts).
      test.setTimeout(120_000);
      await page.goto(`/${locale}`);
      await waitForPage(page);
      const banner = page.getByRole('banner');
      await expect(banner.getByRole('link', { name: COURT_NAME[locale] })).toHaveAttribute('href', `/${locale}`);
      await expectNoAxeViolations(page);

      const hrefs = await headerMenuLinks(page, locale);
      // With every menu closed, the header still shows its direct links: Agenda, Prize, stay informed.
      const direct = await page
        .getByRole('banner')
        .getByRole('link')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')!));
      expect(direct).toContain(`/${locale}/stay-informed`);
      const all = [...hrefs, ...direct];
      expect(all).toContain(`/${locale}/agenda`);
      expect(all).toContain(`/${locale}/media/prize`);
      // Per-language rules of the spec.
      const dutchOrFrench = locale === 'nl' || locale === 'fr';
      expect(all.includes(`/${locale}/court/basic-text#3-arrets-organiques`)).toBe(dutchOrFrench);
      expect(all.includes(`/${locale}/court/basic-text#4-reglements`)).toBe(dutchOrFrench);
      expect(all.includes(`/${locale}/court/job-offers`)).toBe(locale !== 'en');

      // Every entry leads to a page (a section's page or its placeholder), never to an error card.
      const pages = [...new Set(all.map((href) => href.split('#')[0]!))];
      for (const href of pages) {
        await page.goto(href);
        await waitForPage(page);
        await expect(page.getByTestId('error-card'), href).toHaveCount(0);
      }
    });
  }

  test('the language links lead to the same page in the other language', async ({ page }) => {
    await page.goto('/fr/rule/anonymization-policy?ref=menu#b');
    await waitForPage(page);
    const languages = page.getByRole('navigation', { name: 'Langue' });
    await expect(languages.getByRole('link', { name: 'Français' })).toHaveAttribute('aria-current', 'true');
    await languages.getByRole('link', { name: 'Nederlands' }).click();
    await expect(page).toHaveURL(/\/nl\/rule\/anonymization-policy\?ref=menu#b$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
    await expect(page.getByRole('banner')).toContainText(COURT_NAME.nl);
  });

  test('the skip link is the first stop and moves to the main content', async ({ page }) => {
    await page.goto('/en');
    await waitForPage(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('a header menu opens with the keyboard, closes with Escape, and only one is open', async ({ page }) => {
    await page.goto('/en');
    await waitForPage(page);
    const court = page.getByRole('banner').getByRole('button', { name: 'The Court', exact: true });
    const decisions = page.getByRole('banner').getByRole('button', { name: 'Decisions', exact: true });
    await court.focus();
    await page.keyboard.press('Enter');
    await expect(court).toHaveAttribute('aria-expanded', 'true');
    await decisions.click();
    await expect(court).toHaveAttribute('aria-expanded', 'false');
    await expect(decisions).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Escape');
    await expect(decisions).toHaveAttribute('aria-expanded', 'false');
    await expect(decisions).toBeFocused();
  });

  test('footer: documents link opens the document server in a new tab, with a tooltip', async ({ page }) => {
    await page.goto('/en');
    await waitForPage(page);
    const footer = page.getByRole('contentinfo');
    const documents = footer.getByRole('link', { name: /Download documents/ });
    await expect(documents).toHaveAttribute('href', '/public/');
    await expect(documents).toHaveAttribute('target', '_blank');
    await expect(documents).toHaveAttribute('title', /document server/);
    await expect(documents).toContainText('(opens in a new tab)');
    for (const [name, href] of [
      ['Contact', '/en/contacts'],
      ['Disclaimer', '/en/disclaimer'],
      ['Privacy policy', '/en/privacy-policy'],
    ]) {
      await expect(footer.getByRole('link', { name, exact: true })).toHaveAttribute('href', href!);
    }
    await expect(footer.getByRole('link', { name: /LinkedIn/ })).toHaveAttribute('target', '_blank');
  });

  test('scroll-to-top appears after 300 px and brings the visitor back up', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/en/rule/recommendations-to-the-judges-a-quo-and-the-parties');
    await waitForPage(page);
    const button = page.getByRole('button', { name: 'Back to top' });
    await page.evaluate(() => window.scrollTo(0, 200));
    await expect(button).toBeHidden();
    await page.evaluate(() => window.scrollTo(0, 900));
    await expect(button).toBeVisible();
    await button.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('print hides the page chrome marked no-print', async ({ page }) => {
    await page.goto('/en/rule/anonymization-policy');
    await waitForPage(page);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByRole('contentinfo')).toBeHidden();
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('navigating to a page without a hash starts at its top', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 500 });
    await page.goto('/en/rule/recommendations-to-the-judges-a-quo-and-the-parties');
    await waitForPage(page);
    await page.evaluate(() => window.scrollTo(0, 800));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Disclaimer', exact: true }).click();
    await expect(page).toHaveURL(/\/en\/disclaimer$/);
    await waitForPage(page);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });
});

test.describe('cookie consent', () => {
  test('undecided shows the banner; accepting stores GDPR:accepted for 70 days', async ({ page, context }) => {
    await page.goto('/en');
    // Answered by the scripts here; before they run the form goes to the site server (frame-without-scripts).
    await waitForPage(page);
    const banner = page.getByRole('region', { name: 'Cookies' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: 'Accept' }).click();
    const cookie = (await context.cookies()).find((c) => c.name === 'GDPR:accepted');
    expect(cookie?.value).toBe('true');
    const days = (cookie!.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(69.9);
    expect(days).toBeLessThan(70.1);
    await page.reload();
    await waitForPage(page);
    await expect(page.getByRole('region', { name: 'Cookies' })).toHaveCount(0);
  });

  test('refusing is remembered too', async ({ page, context }) => {
    await page.goto('/fr');
    await waitForPage(page);
    await page.getByRole('region', { name: 'Cookies' }).getByRole('button', { name: 'Refuser' }).click();
    await expect(page.getByText('Vous avez refusé', { exact: false })).toBeFocused();
    expect((await context.cookies()).find((c) => c.name === 'GDPR:accepted')?.value).toBe('false');
  });

  test('the banner is hidden on small screens', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await page.goto('/en');
    await waitForPage(page);
    await expect(page.getByRole('region', { name: 'Cookies' })).toBeHidden();
  });
});
