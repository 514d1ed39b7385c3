import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { expectVisibleFocus, tabTo } from '../support/keyboard';
import { waitForPage } from '../support/site';

const mainHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

/**
 * Walks through the site with the keyboard only: no click, every step a key press, and the focus visible at
 * each stop (WCAG 2.1.1, 2.1.2, 2.4.3, 2.4.7).
 */
test.describe('keyboard only', () => {
  test.describe('with the cookie question answered', () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await context.addCookies([{ name: 'GDPR:accepted', value: 'true', url: baseURL! }]);
    });

    test('the skip link is the first stop and moves the focus to the main content', async ({ page }) => {
      await page.goto('/nl/rule');
      await waitForPage(page);
      await page.keyboard.press('Tab');
      const skip = page.getByRole('link', { name: 'Naar de hoofdinhoud' });
      await expectVisibleFocus(skip);
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      // The next Tab continues inside the main content, not back in the header.
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.closest('main') !== null)).toBe(true);
    });

    test('header menus: Enter, Space and arrows open them, arrows move, Escape closes', async ({ page }) => {
      await page.goto('/en');
      await waitForPage(page);
      const nav = page.getByRole('navigation', { name: 'Main menu' });
      const court = nav.getByRole('button', { name: 'The Court', exact: true });
      const decisions = nav.getByRole('button', { name: 'Decisions', exact: true });
      await tabTo(page, court);
      await expectVisibleFocus(court);

      await page.keyboard.press('Enter');
      await expect(court).toHaveAttribute('aria-expanded', 'true');
      const courtMenu = page.locator(`#${await court.getAttribute('aria-controls')}`);
      await page.keyboard.press('Tab');
      await expectVisibleFocus(courtMenu.getByRole('link').first());
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(courtMenu.getByRole('link').nth(1));
      // The open menu is checked as well: the page-wide sweep sees every menu closed.
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(court).toHaveAttribute('aria-expanded', 'false');
      await expectVisibleFocus(court);

      await page.keyboard.press('ArrowRight');
      await expectVisibleFocus(decisions);
      await page.keyboard.press('Space');
      await expect(decisions).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Escape');
      await expect(decisions).toBeFocused();

      await page.keyboard.press('ArrowDown');
      await expect(decisions).toHaveAttribute('aria-expanded', 'true');
      const decisionsMenu = page.locator(`#${await decisions.getAttribute('aria-controls')}`);
      const links = decisionsMenu.getByRole('link');
      await expectVisibleFocus(links.first());
      await page.keyboard.press('End');
      await expectVisibleFocus(links.last());
      await page.keyboard.press('ArrowDown');
      await expectVisibleFocus(links.first());

      // Following a link with Enter opens the page, closes the menu and starts the focus at the new page.
      const pendingCases = decisionsMenu.getByRole('link', { name: 'Pending cases' });
      await tabTo(page, pendingCases);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/en\/judgments\/pending-cases$/);
      await expect(decisions).toHaveAttribute('aria-expanded', 'false');
      await expect(mainHeading(page)).toBeFocused();
    });

    test('mobile drawer: opens from the Menu button, keeps the focus inside, Escape gives it back', async ({
      page,
    }) => {
      await page.setViewportSize({ width: 390, height: 800 });
      await page.goto('/fr');
      await waitForPage(page);
      const menuButton = page.getByRole('banner').getByRole('button', { name: 'Menu' });
      await tabTo(page, menuButton);
      await expectVisibleFocus(menuButton);
      await page.keyboard.press('Enter');
      const drawer = page.getByRole('dialog', { name: 'Menu' });
      await expect(drawer).toBeVisible();
      const close = drawer.getByRole('button', { name: 'Fermer' });
      await expectVisibleFocus(close);

      // Shift+Tab from the first control goes round to the last one, and Tab from there back to the first.
      await page.keyboard.press('Shift+Tab');
      expect(await drawer.evaluate((dialog) => dialog.contains(document.activeElement))).toBe(true);
      await expect(close).not.toBeFocused();
      await page.keyboard.press('Tab');
      await expect(close).toBeFocused();

      // A section opens with Enter; its links are reached with Tab and stay inside the drawer.
      const court = drawer.getByRole('button', { name: 'La Cour', exact: true });
      await tabTo(page, court);
      await page.keyboard.press('Enter');
      await expect(court).toHaveAttribute('aria-expanded', 'true');
      await page.keyboard.press('Tab');
      await expectVisibleFocus(
        drawer
          .locator(`#${await court.getAttribute('aria-controls')}`)
          .getByRole('link')
          .first(),
      );
      await expectNoAxeViolations(page);

      await page.keyboard.press('Escape');
      await expect(drawer).toHaveCount(0);
      await expectVisibleFocus(menuButton);
    });

    test('language selector: switches the language and starts the focus at the page in it', async ({ page }) => {
      await page.goto('/en/rule/anonymization-policy');
      await waitForPage(page);
      const dutch = page.getByRole('navigation', { name: 'Language' }).getByRole('link', { name: 'Nederlands' });
      await tabTo(page, dutch);
      await expectVisibleFocus(dutch);
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/nl\/rule\/anonymization-policy$/);
      await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
      await expect(mainHeading(page)).toBeFocused();
      // From there the language selector, now in Dutch, is as reachable as before.
      const english = page.getByRole('navigation', { name: 'Taal' }).getByRole('link', { name: 'English' });
      await tabTo(page, english, { backwards: true });
      await expectVisibleFocus(english);
    });
  });

  test('cookie banner: reachable, answered with the keyboard, then out of the way', async ({ page, context }) => {
    await page.goto('/de');
    await waitForPage(page);
    const banner = page.getByRole('region', { name: 'Cookies' });
    const accept = banner.getByRole('button', { name: 'Akzeptieren' });
    await tabTo(page, accept);
    await expectVisibleFocus(accept);
    await page.keyboard.press('Enter');
    expect((await context.cookies()).find((cookie) => cookie.name === 'GDPR:accepted')?.value).toBe('true');
    // The confirmation takes the focus, so a screen reader reads it; its button is the next stop.
    await expect(banner.getByText(/akzeptiert/)).toBeFocused();
    await page.keyboard.press('Tab');
    const hide = banner.getByRole('button');
    await expectVisibleFocus(hide);
    await page.keyboard.press('Enter');
    await expect(banner).toHaveCount(0);
    await expect(page.getByRole('main')).toBeFocused();
  });

  test('search: a query typed and sent with the keyboard, a hit reached and followed', async ({ page }) => {
    await page.goto('/en/search/full-text-judgment');
    await waitForPage(page);
    const term = page.getByLabel('Words to find');
    await tabTo(page, term);
    await expectVisibleFocus(term);
    await page.keyboard.type('court');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/term=court/);
    const count = page.locator('#search-results-count');
    await expect(count).toHaveText(/\d+ judgments?/);

    const firstHit = page
      .getByRole('region', { name: await count.innerText() })
      .locator('a[href*="/ARR/"]')
      .first();
    await tabTo(page, firstHit);
    await expectVisibleFocus(firstHit);
    const href = (await firstHit.getAttribute('href'))!;
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(new RegExp(href.split('#')[0]!.replace(/[.?]/g, '\\$&')));
    await expect(mainHeading(page)).toBeVisible();
  });

  test('login and logout at the identity provider, with the keyboard only', async ({ page }) => {
    test.slow();
    await page.goto('/en/auth/login?redirect=%2Fen%2Frule');
    await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
    // The citizens are one group of radio buttons: Tab reaches the chosen one, the arrows choose another.
    const first = page.getByRole('radio').first();
    await tabTo(page, first);
    await page.keyboard.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /Luc Dubois/ })).toBeChecked();
    const logIn = page.getByRole('button', { name: 'Log in' });
    await tabTo(page, logIn);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/en\/rule$/);
    const account = page.getByRole('banner').getByTestId('account-status');
    await expect(account).toContainText('Luc Dubois');
    const logOut = account.getByRole('button', { name: 'Log out' });
    await tabTo(page, logOut);
    await expectVisibleFocus(logOut);
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/fas\/oauth2\/connect\/endSession/);
    const confirm = page.getByRole('button', { name: 'Yes, log out' });
    await tabTo(page, confirm);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/en\/logout$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You are logged out' })).toBeVisible();
    await expect(page.getByTestId('account-status')).toHaveCount(0);
  });
});
