import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { authCookies, logInAtProvider } from '../support/auth';

const AUTH_FAILED = 'Authentication Failed/Expired';

/** A token-shaped cookie the site did not issue: unsigned or signed with a key of our own. */
function fakeToken(exp: number): string {
  const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part({ sid: 'made-up', exp })}.${Buffer.from('another key').toString('base64url')}`;
}

async function setToken(context: BrowserContext, token: string) {
  await context.addCookies([{ name: 'court_token', value: token, url: test.info().project.use.baseURL! }]);
}

/** Changes the pending login in this browser's storage while the citizen is at the provider. */
async function tamperPendingLogin(context: BrowserContext, field: 'state' | 'nonce') {
  const other = await context.newPage();
  await other.goto('/en/sorry');
  await other.evaluate((name) => {
    const key = 'court.auth.login-request';
    const request = JSON.parse(localStorage.getItem(key) ?? '{}') as Record<string, string>;
    request[name] = 'tampered-value-of-the-attacker';
    localStorage.setItem(key, JSON.stringify(request));
  }, field);
  await other.close();
}

async function expectLoginFailed(page: Page, context: BrowserContext) {
  await expect(page.getByRole('heading', { level: 1, name: 'Login failed' })).toBeVisible();
  expect(page.url()).not.toContain('code=');
  expect(await authCookies(context)).toEqual([]);
}

test.describe('protected pages', () => {
  for (const path of ['/en/admin', '/en/admin/apage', '/en/auth/FormWizard']) {
    test(`${path} rejects a visitor who is not logged in with 401`, async ({ page }) => {
      await page.goto(path);
      const card = page.getByTestId('error-card');
      await expect(card).toContainText('401');
      await expect(card).toContainText(AUTH_FAILED);
    });
  }

  test('an expired token and a forged one are rejected and removed', async ({ page, context }) => {
    await setToken(context, fakeToken(Math.floor(Date.now() / 1000) - 60));
    await page.goto('/en/admin');
    await expect(page.getByTestId('error-card')).toContainText(AUTH_FAILED);
    expect(await authCookies(context)).toEqual([]);

    // Not expired, but signed with another key: the API's me call refuses it and the shell forgets it.
    await setToken(context, fakeToken(Math.floor(Date.now() / 1000) + 3600));
    await page.goto('/en/admin/apage');
    await expect(page.getByTestId('error-card')).toContainText(AUTH_FAILED);
    expect(await authCookies(context)).toEqual([]);
  });
});

test.describe('login answers that are refused', () => {
  test('a tampered state is refused before any code is exchanged', async ({ page, context }) => {
    let exchanged = false;
    page.on('request', (request) => (exchanged ||= request.url().endsWith('/api/v1/auth/token')));
    await page.goto('/en/auth/login');
    await tamperPendingLogin(context, 'state');
    await logInAtProvider(page, 'An Peeters');
    await expectLoginFailed(page, context);
    expect(exchanged).toBe(false);
  });

  test('an id token for another nonce is refused by the API', async ({ page, context }) => {
    await page.goto('/en/auth/login');
    await tamperPendingLogin(context, 'nonce');
    const exchange = page.waitForResponse((response) => response.url().endsWith('/api/v1/auth/token'));
    await logInAtProvider(page, 'An Peeters');
    expect((await exchange).status()).toBe(401);
    await expectLoginFailed(page, context);
  });

  test('a replayed callback is refused, and an off-site return path leads home', async ({ page, context }) => {
    await page.goto('/en/auth/login?redirect=%2F%2Fevil.example%2Fphish');
    const callback = page.waitForRequest((request) => request.url().includes('/en/auth/callback?'));
    await logInAtProvider(page, 'An Peeters');
    const callbackUrl = (await callback).url();
    await expect(page).toHaveURL(/\/en$/);
    await expect(page.getByRole('banner').getByTestId('account-status')).toContainText('An Peeters');

    await page.goto(callbackUrl);
    await expectLoginFailed(page, context);
  });

  test('a 401 from the API clears the token and logs in again, back to the same page', async ({ page, context }) => {
    await page.goto('/en/auth/login?redirect=%2Fen%2Fadmin%2Fapage');
    await logInAtProvider(page, 'Marie Schmitz');
    await expect(page.getByRole('heading', { level: 1, name: 'My identity' })).toBeVisible();
    const before = (await authCookies(context)).find((cookie) => cookie.name === 'court_token')?.value;

    await page.route(
      '**/api/v1/auth/registry-messages',
      (route) => route.fulfill({ status: 401, json: { errors: [{ code: 'unauthorized', message: AUTH_FAILED }] } }),
      { times: 1 },
    );
    const toLogin = page.waitForRequest((request) => request.url().includes('/auth/login-settings'));
    await page.getByRole('link', { name: 'My messages to the registry' }).click();
    await toLogin;
    expect(new URL(page.url()).pathname + new URL(page.url()).search).toBe('/en/auth/login?redirect=%2Fen%2Fadmin');
    // The provider still knows the citizen: the login completes at once and returns to the admin page.
    await expect(page.getByRole('heading', { level: 1, name: 'My messages to the registry' })).toBeVisible();
    const after = (await authCookies(context)).find((cookie) => cookie.name === 'court_token')?.value;
    expect(after).toBeTruthy();
    expect(after).not.toBe(before);
  });
});
