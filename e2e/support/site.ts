import { expect, type Page } from '@playwright/test';

export const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
export type Locale = (typeof LOCALES)[number];

/** The court's name as the header shows it in each language. */
export const COURT_NAME: Record<Locale, string> = {
  en: 'Constitutional Court',
  nl: 'Grondwettelijk Hof',
  fr: 'Cour constitutionnelle',
  de: 'Verfassungsgerichtshof',
};

/**
 * Waits until the page has its main heading, i.e. the route (and its section) has rendered, live: the first
 * screen the server sent (inert, the same heading) has given way to it. Long walks pass a longer timeout, so
 * one slow answer on a busy machine does not fail them.
 */
export async function waitForPage(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect(page.locator('.first-screen')).toHaveCount(0, { timeout });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout });
}

/** Collects errors thrown in the page, to assert a visit produced none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}
