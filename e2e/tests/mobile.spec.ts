import { expect, test, type Locator } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { COURT_NAME, LOCALES, waitForPage, type Locale } from '../support/site';

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

const MENU: Record<Locale, { menu: string; rules: string }> = {
  en: { menu: 'Menu', rules: 'Rules' },
  nl: { menu: 'Menu', rules: 'Regels' },
  fr: { menu: 'Menu', rules: 'Règles' },
  de: { menu: 'Menü', rules: 'Regeln' },
};
const OTHER: Record<Locale, { code: Locale; name: string }> = {
  en: { code: 'de', name: 'Deutsch' },
  nl: { code: 'en', name: 'English' },
  fr: { code: 'nl', name: 'Nederlands' },
  de: { code: 'fr', name: 'Français' },
};

/** A disclosure (before the scripts run, or without them) whose summary reads `name`, within `scope`. */
const disclosure = (scope: Locator, name: string) =>
  scope.locator('details').filter({ has: scope.page().locator('summary', { hasText: new RegExp(`^${name}$`) }) });

test.describe('the small screens’ menu without scripts', () => {
  test.use({ javaScriptEnabled: false });

  for (const locale of LOCALES) {
    test(`${locale}: Menu opens by itself; its sections and languages are links`, async ({ page }) => {
      await page.goto(`/${locale}`);
      const menu = disclosure(page.getByRole('banner'), MENU[locale].menu);
      const section = disclosure(menu, MENU[locale].rules);
      await expect(section).toBeHidden();
      await menu.locator('summary').first().click();
      await expect(section).toBeVisible();
      await section.locator('summary').click();
      await section.locator(`a[href="/${locale}/rule/anonymization-policy"]`).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/rule/anonymization-policy$`));

      // On the page reached, the section holding it starts open, and the languages lead to the same page.
      const other = OTHER[locale];
      const menuThere = disclosure(page.getByRole('banner'), MENU[locale].menu);
      await menuThere.locator('summary').first().click();
      await expect(disclosure(menuThere, MENU[locale].rules)).toHaveAttribute('open', '');
      await menuThere.getByRole('link', { name: other.name, exact: true }).click();
      await expect(page).toHaveURL(new RegExp(`/${other.code}/rule/anonymization-policy$`));
    });
  }
});

test('the small screens’ menu meets WCAG 2.1 AA open, when the scripts fail to load', async ({ page }) => {
  // The browser runs scripts (axe needs them) but gets none of the site's.
  await page.route(/\.js(\?|$)/, (route) => route.abort());
  await page.goto('/de/rule/anonymization-policy');
  const menu = disclosure(page.getByRole('banner'), MENU.de.menu);
  await menu.locator('summary').first().click();
  await expect(disclosure(menu, MENU.de.rules).getByRole('link').first()).toBeVisible();
  await expectNoAxeViolations(page);
});

/**
 * Where a line of `element`'s text ends inside a word without a hyphen (`Verfassungsgerichts|hof`), and how
 * many lines it takes. A line may end at a space or at a soft hyphen, which the browser then draws as a hyphen.
 */
function lineBreaks(element: Element): { lines: number; inWord: string[] } {
  const chars: { char: string; top?: number }[] = [];
  const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    for (let i = 0; i < text.length; i += 1) {
      const range = document.createRange();
      range.setStart(node, i);
      range.setEnd(node, i + 1);
      // A character next to a hyphenation break has a second box, the hyphen's: the drawn character is last.
      const box = Array.from(range.getClientRects()).at(-1);
      chars.push({ char: text[i]!, top: box && box.width > 0 ? box.top : undefined });
    }
  }
  const inWord: string[] = [];
  let lines = 0;
  let previous = -1;
  chars.forEach(({ top }, index) => {
    if (top === undefined) return;
    const last = chars[previous]?.top;
    if (last === undefined || top > last + 2) {
      lines += 1;
      const between = chars
        .slice(Math.max(previous, 0), index)
        .map((c) => c.char)
        .join('');
      if (last !== undefined && !/[\s\u00ad]/.test(between)) {
        const text = chars.map((c) => c.char).join('');
        inWord.push(`${text.slice(0, index)}|${text.slice(index)}`.replaceAll('\u00ad', ''));
      }
    }
    previous = index;
  });
  return { lines, inWord };
}

for (const scripts of [false, true]) {
  test.describe(`the court's name on a 390 px screen, ${scripts ? 'with' : 'without'} scripts`, () => {
    test.use({ javaScriptEnabled: scripts, viewport: { width: 390, height: 844 } });

    for (const locale of LOCALES) {
      test(`${locale}: breaks between syllables, with a hyphen, never inside a word`, async ({ page }, testInfo) => {
        await page.goto(`/${locale}`);
        if (scripts) await waitForPage(page);
        const title = page.getByRole('banner').getByRole('link', { name: COURT_NAME[locale] });
        const heading = page.getByRole('main').getByRole('heading', { level: 1, name: COURT_NAME[locale] });
        await testInfo.attach(`header-${locale}-390`, { body: await title.screenshot(), contentType: 'image/png' });
        const inHeader = await title.evaluate(lineBreaks);
        expect(inHeader.inWord).toEqual([]);
        expect((await heading.evaluate(lineBreaks)).inWord).toEqual([]);
        // The German name does not fit the header's line at this width: it is broken, at a syllable.
        if (locale === 'de') expect(inHeader.lines).toBeGreaterThan(1);
      });
    }
  });
}
