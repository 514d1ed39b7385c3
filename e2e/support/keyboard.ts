import { expect, type Locator, type Page } from '@playwright/test';

/** How far a keyboard walk may Tab before it gives up on reaching its target. */
const MAX_TABS = 80;

/** Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user would; fails if it never does. */
export async function tabTo(page: Page, target: Locator, { backwards = false } = {}): Promise<void> {
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `not reached after ${MAX_TABS} presses of Tab`).toBeFocused({ timeout: 1 });
}

/**
 * The element has the focus and shows it: an outline or a box shadow drawn round it (WCAG 2.4.7), not only
 * the browser's default, which the site's style could have removed.
 */
export async function expectVisibleFocus(target: Locator): Promise<void> {
  await expect(target).toBeFocused();
  await expect(target).toBeInViewport();
  const style = await target.evaluate((element) => {
    const computed = getComputedStyle(element);
    return { outline: computed.outlineStyle, width: computed.outlineWidth, shadow: computed.boxShadow };
  });
  const outlined = style.outline !== 'none' && parseFloat(style.width) > 0;
  expect(outlined || style.shadow !== 'none', `focus is not visible: ${JSON.stringify(style)}`).toBe(true);
}
