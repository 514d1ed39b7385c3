import { expect, type BrowserContext, type Page } from '@playwright/test';

/** Logs in at the stand-in identity provider's own login page as one of its test citizens. */
export async function logInAtProvider(page: Page, citizen: string): Promise<void> {
  await expect(page).toHaveURL(/\/fas\/login\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Log in' })).toBeVisible();
  await page.getByRole('radio', { name: new RegExp(citizen) }).check();
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** The login cookies the browser holds (token and federal id). */
export async function authCookies(context: BrowserContext) {
  return (await context.cookies()).filter((cookie) => cookie.name.startsWith('court_'));
}
