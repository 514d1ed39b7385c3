import { expect, test, type Page } from '@playwright/test';
import { askApiFromBrowser, collectPageErrors, waitForPage, waitForServerDrawing } from '../support/site';
import {
  FETCH_FAILED,
  fulfilWithServerError,
  LOADING_PAGE,
  OFFLINE,
  REFRESH,
  RETRY,
  SECTION_DOWN,
  SERVER_ERROR,
} from '../support/resilience';

/**
 * The API down, failing, slow, or the visitor's connection gone: the site never goes blank, says what is
 * happening in the page's language, and recovers by retrying or navigating, without a reload where none is
 * needed. Messages are the spec's error catalogue (section 8).
 */
const API = '**/api/v1/**';
const JUDGMENTS_API = '**/api/v1/juris/judgments?*';
const SEARCH_API = '**/api/v1/search/full-text-judgments?**';
const SLOW_API_MS = 5_000;

/** Counts full page loads, to prove a recovery happened in place. */
function countPageLoads(page: Page): () => number {
  let loads = 0;
  page.on('load', () => (loads += 1));
  return () => loads;
}

test.describe('the API down', () => {
  test('pages say the data could not be fetched, in German, and recover on retry and on navigation', async ({
    page,
  }) => {
    const errors = collectPageErrors(page);
    await askApiFromBrowser(page);
    await page.route(API, (route) => route.abort('connectionfailed'));
    await page.goto('/de/agenda');
    await waitForPage(page);
    // Both lists of the agenda (judgments to come, hearings) say so; nothing keeps spinning.
    await expect(page.getByRole('alert').filter({ hasText: FETCH_FAILED.de })).toHaveCount(2);
    await expect(page.getByTestId('loading-state')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    const decisions = page.getByRole('banner').getByRole('button', { name: 'Entscheidungen', exact: true });
    await decisions.click();
    await page.getByRole('banner').getByRole('link', { name: 'Entscheide', exact: true }).click();
    await expect(page).toHaveURL('/de/judgments');
    // The address changes before the page does while its module is still loading: the agenda's alerts may show.
    await expect(page.getByRole('heading', { level: 1, name: 'Entscheide' })).toBeVisible();
    const failed = page.getByRole('alert').filter({ hasText: FETCH_FAILED.de });
    await expect(failed).toBeVisible();

    // The API is back: "try again" fills the list, and the other page loads when visited again.
    await page.unroute(API);
    await failed.getByRole('button', { name: RETRY.de }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL('/de/agenda');
    await expect(page.getByRole('alert')).toHaveCount(0);
    await expect(page.getByTestId('error-card')).toHaveCount(0);
    expect(errors).toEqual([]);
  });

  test("the home page's lists say so in French, the rest of the page stays, and each can be retried", async ({
    page,
  }) => {
    // The site server draws the lists into the home page it sends; the browser asks for them itself when the
    // home page is reached from another page (here the 404 page, which asks the API nothing).
    await page.goto('/fr/page-introuvable');
    await waitForPage(page);
    await page.route(API, (route) => route.abort('connectionfailed'));
    await page.getByRole('banner').locator('a[href="/fr"]').click();
    await expect(page).toHaveURL(/\/fr$/);
    // The lists are fetched when their place comes into view.
    await page.getByTestId('home-widgets').scrollIntoViewIfNeeded();
    const widget = page.getByRole('region', { name: 'Derniers arrêts' });
    await expect(widget.getByRole('alert')).toHaveText(new RegExp(FETCH_FAILED.fr));
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();

    await page.unroute(API);
    await widget.getByRole('button', { name: RETRY.fr }).click();
    await expect(widget.getByRole('listitem').first()).toBeVisible();
    await expect(widget.getByRole('alert')).toHaveCount(0);
  });
});

test.describe('the API answering 500', () => {
  test('the server error page speaks the language of the page, and "refresh" tries that page again', async ({
    page,
  }) => {
    await page.route(JUDGMENTS_API, fulfilWithServerError);
    await page.goto('/nl');
    await waitForPage(page);
    await page.getByRole('banner').getByRole('button', { name: 'Beslissingen', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Arresten', exact: true }).click();
    await expect(page).toHaveURL(/\/sorry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVER_ERROR.nl);

    await page.unroute(JUDGMENTS_API);
    await page.getByRole('button', { name: REFRESH.nl }).click();
    await expect(page).toHaveURL('/nl/judgments');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('a search sent while the API fails: Back from the server error page brings the search back', async ({
    page,
  }) => {
    await page.route(SEARCH_API, fulfilWithServerError);
    await page.goto('/de/search/full-text-judgment');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible({ timeout: 20_000 });
    const term = page.getByLabel('Zu suchende Wörter');
    await term.fill('Gleichheit');
    await page.getByRole('button', { name: 'Suchen', exact: true }).click();
    await expect(page).toHaveURL(/\/sorry$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(SERVER_ERROR.de);

    await page.unroute(SEARCH_API);
    await page.goBack();
    await expect(term).toHaveValue('Gleichheit');
    await expect(page.getByRole('main').getByText(/Entscheide? gefunden/)).toBeVisible();
  });

  test('a form sent while the API fails keeps what was typed and says so in French', async ({ page }) => {
    await page.route('**/api/v1/mailing/subscriptions', fulfilWithServerError);
    await page.goto('/fr/stay-informed');
    await waitForPage(page);
    const email = page.getByRole('textbox', { name: 'Adresse e-mail' });
    await email.fill('lecteur@example.be');
    const german = page.getByRole('radio', { name: 'Deutsch' });
    await german.check();
    await page.getByRole('button', { name: 'S’abonner' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Votre abonnement n’a pas pu être enregistré. Veuillez réessayer plus tard.',
    );
    await expect(page).toHaveURL('/fr/stay-informed');
    await expect(email).toHaveValue('lecteur@example.be');
    await expect(german).toBeChecked();
  });
});

test.describe('the API slow to answer', () => {
  test.beforeEach(async ({ page }) => {
    await page.route(JUDGMENTS_API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
      await route.continue().catch(() => {});
    });
  });

  test('moving to a slow page: the progress bar runs over the page still shown, then the page arrives', async ({
    page,
  }) => {
    await page.goto('/en');
    await waitForPage(page);
    const home = page.getByRole('main').getByRole('heading', { level: 1 });
    const homeHeading = await home.textContent();
    await page.getByRole('banner').getByRole('button', { name: 'Decisions', exact: true }).click();
    await page.getByRole('banner').getByRole('link', { name: 'Judgments', exact: true }).click();

    const bar = page.getByTestId('progress-bar').locator('div');
    await expect(bar).toBeVisible();
    // Meanwhile the frame and the page the visitor came from stay in place: nothing collapses or blanks.
    await expect(home).toHaveText(homeHeading!);
    expect((await page.getByRole('main').boundingBox())!.height).toBeGreaterThan(300);
    await expect(page.getByRole('contentinfo')).toBeVisible();

    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: SLOW_API_MS + 10_000 });
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Judgments');
    await expect(bar).toHaveCount(0);
  });

  test('opening a slow page: the page the server drew is there at once, in French, and turns live without asking again', async ({
    page,
    request,
  }) => {
    // The server's own first render of the list may miss its budget on a busy machine (then the page goes as a
    // loading state, the case of the next test); this test is about the page once the server draws it.
    await waitForServerDrawing(request, '/fr/judgments');
    let asked = 0;
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/v1/juris/judgments') asked += 1;
    });
    await page.goto('/fr/judgments');
    const drawn = page.locator('#root[data-drawn="page"]');
    await expect(drawn.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(drawn.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Arrêts');
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: LOADING_PAGE.fr })).toHaveCount(0);
    // The list came with the page: the scripts take it over long before the slow API would have answered again.
    await expect(page.locator('#root[data-live]')).toHaveCount(1, { timeout: SLOW_API_MS - 1_000 });
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(asked).toBe(0);
  });

  test('opening a slow page the server cannot draw: the frame and "loading the page" show at once, then the page', async ({
    page,
  }) => {
    await page.route(SEARCH_API, async (route) => {
      await new Promise((resolve) => setTimeout(resolve, SLOW_API_MS));
      await route.continue().catch(() => {});
    });
    // The page as the server sends it when its render misses the budget: the frame, and in the page's place the
    // loading state (as the login's callback page, which only the browser draws, always comes).
    const loadingState = /<main\b[^>]*>([\s\S]*?)<\/main>/.exec(
      await (await page.request.get('/fr/auth/callback')).text(),
    )![1]!;
    expect(loadingState).toContain(LOADING_PAGE.fr);
    await page.route('**/fr/search/full-text-judgment?term=cour', async (route) => {
      const response = await route.fetch();
      const body = (await response.text())
        .replace('data-drawn="page"', 'data-drawn="frame"')
        .replace(
          /(<main\b[^>]*>)[\s\S]*?(<\/main>)/,
          (_all, open: string, close: string) => open + loadingState + close,
        )
        .replace(/<script type="application\/json" id="first-load-answers">[\s\S]*?<\/script>/, '');
      await route.fulfill({ response, body });
    });
    await page.goto('/fr/search/full-text-judgment?term=cour');
    await expect(page.getByRole('status').filter({ hasText: LOADING_PAGE.fr })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(page.getByRole('contentinfo')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible({ timeout: SLOW_API_MS + 10_000 });
    await expect(page.getByRole('status').filter({ hasText: LOADING_PAGE.fr })).toHaveCount(0);
  });
});

test.describe('the connection lost and back', () => {
  test('offline: the notice shows, a section not yet opened says it is unavailable; back online it loads in place', async ({
    page,
    context,
  }) => {
    const errors = collectPageErrors(page);
    const loads = countPageLoads(page);
    await page.goto('/nl');
    await waitForPage(page);
    const offline = page.getByRole('status').getByText(OFFLINE.nl);
    await context.setOffline(true);
    await expect(offline).toBeVisible();

    await page.getByRole('banner').getByRole('link', { name: 'Agenda', exact: true }).click();
    await expect(page.getByRole('main').getByTestId('error-card').getByRole('heading')).toHaveText(SECTION_DOWN.nl);
    await expect(page.getByRole('banner')).toBeVisible();

    await context.setOffline(false);
    await expect(offline).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Agenda');
    await expect(page.getByTestId('error-card')).toHaveCount(0);
    expect(loads()).toBe(1);
    expect(errors).toEqual([]);
  });

  test('offline: a list that cannot be fetched says so, in French; back online it fills in by itself', async ({
    page,
    context,
  }) => {
    const loads = countPageLoads(page);
    await page.goto('/fr/judgments');
    await waitForPage(page);
    await context.setOffline(true);
    await page.getByLabel('Année').selectOption('2020');
    await page.getByRole('button', { name: 'Afficher' }).click();
    await expect(page.getByRole('alert')).toContainText(FETCH_FAILED.fr);
    await expect(page.getByRole('status').getByText(OFFLINE.fr)).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('main').getByRole('heading', { name: 'Arrêts de 2020' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(loads()).toBe(1);
  });

  test('offline: a page whose files cannot be fetched keeps the site and says so; back online it loads', async ({
    page,
    context,
  }) => {
    await page.goto('/fr/judgments');
    await waitForPage(page);
    await context.setOffline(true);
    await expect(page.getByRole('status').getByText(OFFLINE.fr)).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Affaires pendantes' }).first().click();
    // Not the browser's own offline page: the site's frame, its notice and the section's card.
    await expect(page.getByRole('main').getByTestId('error-card').getByRole('heading')).toHaveText(SECTION_DOWN.fr);
    await expect(page.getByRole('banner')).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Affaires pendantes');
    await expect(page.getByTestId('error-card')).toHaveCount(0);
  });
});
