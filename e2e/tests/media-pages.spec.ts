import { DATED, expect, test } from '../support/clock';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { DEGRADED_PORT } from '../playwright.config';
import { collectPageErrors, waitForPage, askApiFromBrowser } from '../support/site';

/** Every page of the Press and media section, with a word its h1 has in English and in French. */
const PAGES: { path: string; en: RegExp; fr: RegExp }[] = [
  { path: 'media', en: /Press and media/, fr: /Presse et médias/ },
  {
    path: 'media/press-releases-concerning-the-judgments',
    en: /Press releases on judgments/,
    fr: /relatifs aux arrêts/,
  },
  { path: 'media/general-press-releases', en: /General press releases/, fr: /Communiqués de presse généraux/ },
  { path: 'media/general-press', en: /Media unit/, fr: /Cellule presse/ },
  { path: 'media/planning', en: /Press planning/, fr: /Planning/ },
  { path: 'media/video', en: /Video/, fr: /Vidéo/ },
  { path: 'media/prize', en: /Prize/, fr: /Prix/ },
  { path: 'media/ronde', en: /Open days/, fr: /portes ouvertes/i },
];

const h1 = (page: Page) => page.getByRole('main').getByRole('heading', { level: 1 });

// The pages' structure and accessibility do not depend on the day: these walks run on today's date only.
test.describe('Press and media section: every page', () => {
  // axe runs on every page in English, in two halves that CI runs side by side; in French the pages are the
  // same components with other texts.
  const RUNS = [
    { locale: 'en', pages: PAGES.slice(0, 4), axe: true },
    { locale: 'en', pages: PAGES.slice(4), axe: true },
    { locale: 'fr', pages: PAGES, axe: false },
  ] as const;
  for (const { locale, pages, axe } of RUNS) {
    const names = pages.map((entry) => entry.path).join(', ');
    test(`in ${locale}, ${names}: heading and title${axe ? ', no accessibility violation' : ''}`, async ({ page }) => {
      test.slow();
      const errors = collectPageErrors(page);
      for (const entry of pages) {
        await page.goto(`/${locale}/${entry.path}`);
        await waitForPage(page);
        await expect(h1(page)).toHaveText(entry[locale]);
        await expect(h1(page)).toHaveCount(1);
        const title = await h1(page).innerText();
        await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} – `));
        await expect(page.getByTestId('error-state')).toHaveCount(0);
        if (axe) await expectNoAxeViolations(page);
      }
      expect(errors).toEqual([]);
    });
  }
});

test.describe('Press and media section', DATED, () => {
  test('the list pages in Dutch and German are in their own language; in English they say the texts are French', async ({
    page,
  }) => {
    await page.goto('/nl/media/general-press-releases');
    await expect(h1(page)).toHaveText('Algemene persberichten');
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).not.toHaveAttribute('lang');
    await page.goto('/de/media/press-releases-concerning-the-judgments');
    await expect(h1(page)).toHaveText('Pressemitteilungen zu Entscheiden');
    await expect(page.getByRole('main').getByRole('article').first()).toContainText(/Entscheid Nr\. \d+\/\d{4}/);
    await page.goto('/en/media/press-releases-concerning-the-judgments');
    await expect(page.getByText('They are shown here in French.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first().getByRole('heading')).toHaveAttribute(
      'lang',
      'fr-BE',
    );
  });

  test('a press release links to the judgment it concerns and offers its PDF once it is known to exist', async ({
    page,
  }) => {
    await page.goto('/nl/media/press-releases-concerning-the-judgments');
    const release = page.getByRole('main').getByRole('article').first();
    const judgmentLink = release.getByTestId('judgment-link');
    await expect(judgmentLink).toHaveText(/^Arrest nr\. (\d+)\/(\d{4}) van /);
    const [, number, year] = /nr\. (\d+)\/(\d{4})/.exec(await judgmentLink.innerText())!;
    expect(await judgmentLink.getAttribute('href')).toBe(`/nl/ARR/${number}/${year}`);

    const pdf = release.getByRole('link', { name: 'Persbericht als pdf (Nederlands)' });
    await expect(pdf).toBeVisible();
    const answer = await page.request.head(String(await pdf.getAttribute('href')));
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toContain('application/pdf');

    await judgmentLink.click();
    await expect(page).toHaveURL(`/nl/ARR/${number}/${year}`);
    await waitForPage(page);
  });

  test('no PDF link for a release whose PDF is missing; every check runs in parallel with the page', async ({
    page,
  }) => {
    const heads: string[] = [];
    await askApiFromBrowser(page);
    await page.route('**/public/press/**', (route) => {
      heads.push(route.request().method());
      return heads.length === 1
        ? route.fulfill({ status: 404, contentType: 'application/json', body: '{}' })
        : route.continue();
    });
    await page.goto('/fr/media/general-press-releases');
    await waitForPage(page);
    const articles = page.getByRole('main').getByRole('article');
    await expect(articles.nth(1).getByRole('link', { name: /Communiqué de presse en PDF/ })).toBeVisible();
    expect(heads.every((method) => method === 'HEAD')).toBe(true);
    expect(heads.length).toBe(await articles.count());
    await expect(articles.getByRole('link', { name: /Communiqué de presse en PDF/ })).toHaveCount(heads.length - 1);
  });

  test('the archive is shown on request, with more releases and pages', async ({ page }) => {
    await page.goto('/en/media/press-releases-concerning-the-judgments');
    const count = page.getByText(/^\d+ press releases?$/);
    const recent = Number((await count.innerText()).split(' ')[0]);
    await page
      .getByRole('link', { name: /Also show the archive/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\?archive=1$/);
    await expect(count).not.toHaveText(`${recent} press releases`);
    const all = Number((await count.innerText()).split(' ')[0]);
    expect(all).toBeGreaterThan(recent);
    const pages = page.getByRole('navigation', { name: 'Pages of the list' });
    await pages.getByRole('link', { name: 'Next page' }).click();
    await expect(page).toHaveURL(/\?archive=1&page=2$/);
    await expect(pages.getByText(/^Page 2 of \d+$/)).toBeVisible();
  });

  test("'no result for press judgments' when the list is empty, and an error with a retry when the API fails", async ({
    page,
  }) => {
    let answer: 'empty' | 'down' = 'empty';
    await askApiFromBrowser(page);
    await page.route('**/api/v1/media/press-releases-concerning-judgments?**', (route) =>
      answer === 'empty'
        ? route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 30 } })
        : route.fulfill({ status: 503, json: { errors: [{ code: 'unavailable' }] } }),
    );
    await page.goto('/fr/media/press-releases-concerning-the-judgments');
    await expect(page.getByTestId('empty-state')).toContainText('Aucun communiqué de presse concernant des arrêts.');
    answer = 'down';
    await page.reload();
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("Une erreur s'est produite lors de la récupération des données.");
    await expect(page.getByRole('navigation', { name: 'Presse et médias' })).toBeVisible();
    answer = 'empty';
    await alert.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByTestId('empty-state')).toBeVisible();
  });

  test('the media unit gives its contacts; the planning lists what is announced, linked to the agenda', async ({
    page,
  }) => {
    await page.goto('/en/media/general-press');
    const contact = page.getByRole('region', { name: 'Contact the media unit' });
    await expect(contact.getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
    await expect(contact.getByRole('link', { name: /^\+32/ })).toHaveAttribute('href', /^tel:\+32/);
    await page.goto('/nl/media/planning');
    const judgments = page.getByRole('region', { name: 'Aangekondigde arresten' });
    await expect(judgments.getByRole('row').nth(1).getByRole('link')).toHaveAttribute('href', /^\/nl\/agenda#/);
    await expect(
      page.getByRole('region', { name: 'Geplande openbare terechtzittingen' }).getByRole('table'),
    ).toBeVisible();
  });

  test('videos play in an accessible player with their caption tracks', async ({ page }) => {
    await page.route('**/_content/de/media/video', async (route) => {
      const block = await (await route.fetch()).json();
      block.videos = [
        {
          id: 'presentation',
          title: 'Der Gerichtshof in fünf Minuten',
          src: '/public/media/video/presentation.mp4',
          captions: [
            { lang: 'de', label: 'Deutsch', src: '/public/media/video/presentation-de.vtt' },
            { lang: 'fr', label: 'Français', src: '/public/media/video/presentation-fr.vtt' },
          ],
        },
      ];
      await route.fulfill({ json: block });
    });
    await page.goto('/de/media/video');
    const player = page.getByRole('main').locator('video');
    await expect(player).toHaveAttribute('controls', '');
    await expect(player).toHaveAttribute('aria-labelledby', 'presentation-title');
    await expect(player.locator('track[kind="captions"]')).toHaveCount(2);
    await expect(player.locator('track[srclang="de"]')).toHaveAttribute('default', '');
    await expect(page.getByText('Untertitel: Deutsch, Français.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the home page shows the latest press releases once their place comes into view', async ({ page }) => {
    await page.goto('/fr');
    const widget = page.getByTestId('latest-press-widget');
    await page.getByTestId('home-widgets').scrollIntoViewIfNeeded();
    await expect(widget.getByRole('heading', { level: 2, name: 'Derniers communiqués de presse' })).toBeVisible();
    const first = widget.getByRole('article').first().getByRole('heading', { level: 3 }).getByRole('link');
    await expect(first).toHaveAttribute(
      'href',
      /^\/fr\/media\/(press-releases-concerning-the-judgments|general-press-releases)#pr-/,
    );
    await first.click();
    await expect(page).toHaveURL(/\/fr\/media\/.+#pr-/);
    const anchor = new URL(page.url()).hash;
    await expect(page.locator(anchor)).toBeInViewport();
  });
});

test.describe('Press and media section alone', () => {
  test('the section stands alone: its pages and widget work while the Court and Rules sections are down', async ({
    page,
  }) => {
    const degraded = `http://127.0.0.1:${DEGRADED_PORT}`;
    const manifests: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('mf-manifest.json')) manifests.push(new URL(request.url()).pathname);
    });
    await page.goto(`${degraded}/nl/media/press-releases-concerning-the-judgments`);
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    expect(manifests).toEqual(['/remotes/media/mf-manifest.json']);
    await page.goto(`${degraded}/nl`);
    await page.getByTestId('home-widgets').scrollIntoViewIfNeeded();
    await expect(page.getByTestId('latest-press-widget').getByRole('article').first()).toBeVisible();
  });
});
