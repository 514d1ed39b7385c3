import { expect, type APIRequestContext, type Page } from '@playwright/test';

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
 * Waits until the page has its main heading, live: the scripts have taken over the page the server sent
 * (`#root[data-live]`, set after the first render) and the route (and its section) has rendered. Long walks
 * pass a longer timeout, so one slow answer on a busy machine does not fail them.
 */
export async function waitForPage(page: Page, { timeout }: { timeout?: number } = {}): Promise<void> {
  await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout });
  await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout });
}

/** Collects errors thrown in the page, to assert a visit produced none. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Makes the browser ask the API for the first load's data itself instead of taking the answers the page was
 * drawn with (`#first-load-answers`): for tests that answer the browser's API requests with `page.route`. The
 * server's markup then differs from what the browser draws, which it draws anew.
 */
export async function askApiFromBrowser(page: Page): Promise<void> {
  await page.route(
    (url) => !url.pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await route.fetch();
      const body = (await response.text()).replace(
        /<script type="application\/json" id="first-load-answers">[\s\S]*?<\/script>/,
        '',
      );
      return route.fulfill({ response, body });
    },
  );
}

/**
 * Waits until the server draws a page whole. The first page of a section after a server starts (as on a moved
 * clock) can take longer than the first-screen budget and go as a loading state; a test about the page drawn
 * asks for it first.
 */
export async function waitForServerDrawing(request: APIRequestContext, path: string): Promise<void> {
  await expect
    .poll(async () => (await request.get(path)).text(), { timeout: 20_000 })
    .toContain('<div id="root" data-drawn="page">');
}
