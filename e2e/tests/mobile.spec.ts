import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage } from '../support/site';

test.describe('mobile drawer', () => {
  test('opens as a dialog, traps focus, closes with Escape and returns focus to the Menu button', async ({ page }) => {
    await page.goto('/en');
    await waitForPage(page);
    const menuButton = page.getByRole('button', { name: 'Menu', exact: true });
    await menuButton.click();
    const drawer = page.getByRole('dialog', { name: 'Menu' });
    await expect(drawer).toBeVisible();
    const width = await drawer.evaluate((element) => element.getBoundingClientRect().width);
    const viewport = page.viewportSize()!.width;
    expect(width).toBeLessThanOrEqual(Math.min(viewport * 0.8, 450) + 1);
    await expectNoAxeViolations(page);

    // Focus stays inside while the drawer is open.
    for (let i = 0; i < 40; i += 1) {
      await page.keyboard.press('Tab');
      expect(await drawer.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(drawer).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  for (const [locale, shown] of [
    ['en', false],
    ['de', false],
    ['nl', true],
    ['fr', true],
  ] as const) {
    test(`the pleadings procedure link is ${shown ? 'shown' : 'not shown'} in the ${locale} drawer`, async ({
      page,
    }) => {
      await page.goto(`/${locale}`);
      await waitForPage(page);
      await page.getByRole('banner').getByRole('button', { expanded: false }).last().click();
      const drawer = page.getByRole('dialog');
      await expect(drawer).toBeVisible();
      // Expand every section of the drawer, one after the other.
      const collapsed = drawer.getByRole('button', { expanded: false });
      while ((await collapsed.count()) > 0) await collapsed.first().click();
      await expect(drawer.locator(`a[href="/${locale}/rule/pleadings-procedure"]`)).toHaveCount(shown ? 1 : 0);
      await expect(drawer.locator(`a[href="/${locale}/court/job-offers"]`)).toHaveCount(locale === 'en' ? 0 : 1);
    });
  }

  test('following a link in the drawer closes it and shows the page', async ({ page }) => {
    await page.goto('/nl');
    await waitForPage(page);
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('button', { name: 'Regels' }).click();
    await drawer.getByRole('link', { name: 'Anonimiseringsbeleid' }).click();
    await expect(page).toHaveURL(/\/nl\/rule\/anonymization-policy$/);
    await expect(drawer).toBeHidden();
    await waitForPage(page);
  });
});
