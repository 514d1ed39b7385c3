import { DATED, expect, test } from '../support/clock';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage, askApiFromBrowser } from '../support/site';

interface Summary {
  year: number;
  number: number;
  date: string;
  pdf: Record<string, string>;
}

/**
 * The newest judgments as the API lists them (of the latest year, or of `year`), to test against whatever the
 * seeded corpus holds.
 */
async function latestJudgments(page: Page, year?: number): Promise<Summary[]> {
  const response = await page.request.get(`/api/v1/juris/judgments?lang=fr&pageSize=10${year ? `&year=${year}` : ''}`);
  return ((await response.json()) as { items: Summary[] }).items;
}

/** The latest year with several judgments: early in a year, the new one may have none or one. */
async function yearWithSeveralJudgments(page: Page): Promise<number> {
  const response = await page.request.get('/api/v1/juris/judgments/years');
  const years = ((await response.json()) as { items: { year: number; count: number }[] }).items;
  return years.find((entry) => entry.count >= 5)!.year;
}

test.describe('Judgments', DATED, () => {
  for (const locale of ['en', 'nl'] as const) {
    test(`the latest year's judgments in ${locale}, with a month filter kept in the URL`, async ({ page }) => {
      const [newest] = await latestJudgments(page);
      const { year } = newest!;
      await page.goto(`/${locale}/judgments`);
      await waitForPage(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('heading', { level: 2, name: new RegExp(String(year)) }).first()).toBeVisible();
      const cards = main.getByRole('article');
      await expect(cards.first()).toBeVisible();
      await expect(cards.first().getByRole('link', { name: /PDF/ }).first()).toBeVisible();
      await expect(page).toHaveTitle(locale === 'en' ? /^Judgments – / : /^Arresten – /);
      await expectNoAxeViolations(page);

      const firstDate = (await cards.first().locator('time').getAttribute('datetime'))!;
      const month = Number(firstDate.slice(5, 7));
      await main.getByLabel(locale === 'en' ? 'Month' : 'Maand').selectOption(String(month));
      await main.getByRole('button', { name: locale === 'en' ? 'Show' : 'Tonen' }).click();
      await expect(page).toHaveURL(new RegExp(`year=${year}&month=${month}$`));
      await page.reload();
      await expect(main.getByLabel(locale === 'en' ? 'Month' : 'Maand')).toHaveValue(String(month));
      const dates = await main
        .getByRole('article')
        .locator('dd time')
        .evaluateAll((nodes) => nodes.map((node) => node.getAttribute('datetime')));
      expect(dates.length).toBeGreaterThan(0);
      expect(dates.every((date) => Number(date!.slice(5, 7)) === month)).toBe(true);
    });
  }

  test('a PDF link appears only where a HEAD answers ok with application/pdf', async ({ page }) => {
    const [judgment] = await latestJudgments(page, await yearWithSeveralJudgments(page));
    // Every language version of this judgment fails, whichever languages it has: one answers 404, the others
    // a page instead of a PDF. None may be offered.
    const [first, ...others] = Object.values(judgment!.pdf);
    await askApiFromBrowser(page);
    await page.route(`**${first}`, (route) => route.fulfill({ status: 404, body: '' }));
    for (const pdf of others) {
      await page.route(`**${pdf}`, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<p>moved</p>' }),
      );
    }
    await page.goto(`/fr/judgments?year=${judgment!.year}`);
    const card = page.locator(`#judgment-${judgment!.year}-${judgment!.number}`);
    await expect(card).toBeVisible();
    const other = page.getByRole('main').getByRole('article').nth(1);
    await expect(other.getByRole('link', { name: /PDF/ }).first()).toBeVisible();
    await expect(card.getByRole('link', { name: /PDF/ })).toHaveCount(0);

    // Cards far below are checked when the reader gets near them.
    const last = page.getByRole('main').getByRole('article').last();
    await last.scrollIntoViewIfNeeded();
    await expect(last.getByRole('link', { name: /PDF/ }).first()).toBeVisible();
  });

  test('?year=&id= opens the year at that judgment', async ({ page }) => {
    const judgments = await latestJudgments(page);
    const target = judgments[judgments.length - 1]!;
    await page.goto(`/nl/judgments?year=${target.year}&id=${target.number}`);
    const card = page.locator(`#judgment-${target.year}-${target.number}`);
    await expect(card).toBeFocused();
    await expect(card).toBeInViewport();
  });

  test('a year without judgments says so, and a failed list offers to try again', async ({ page }) => {
    await askApiFromBrowser(page);
    await page.route('**/api/v1/juris/judgments?*', (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 30 } }),
    );
    await page.goto('/en/judgments?year=1990');
    await expect(page.getByRole('main').getByText('No judgment.')).toBeVisible();

    await page.unroute('**/api/v1/juris/judgments?*');
    let fail = true;
    await page.route('**/api/v1/juris/judgments?*', (route) =>
      fail ? route.fulfill({ status: 404, json: { errors: [{ code: 'not-found' }] } }) : route.continue(),
    );
    await page.goto('/fr/judgments');
    await expect(page.getByRole('alert')).toContainText("Une erreur s'est produite");
    await expect(page.getByRole('banner')).toBeVisible();
    fail = false;
    await page.getByRole('button', { name: 'Réessayer' }).click();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
  });

  test('an API answering 500 sends the visitor to the server error page', async ({ page }) => {
    await askApiFromBrowser(page);
    await page.route('**/api/v1/juris/judgments?*', (route) =>
      route.fulfill({ status: 500, json: { errors: [{ code: 'internal' }] } }),
    );
    await page.goto('/en/judgments');
    await expect(page).toHaveURL(/\/sorry$/);
  });
});

test.describe('Judgment permalink', DATED, () => {
  test('/{lang}/ARR/{number}/{year}#B.x: the text with paragraph anchors, contents, PDFs and citation', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    const [judgment] = await latestJudgments(page);
    const { number, year } = judgment!;
    const detail = (await (await page.request.get(`/api/v1/juris/judgments/${year}/${number}?lang=fr`)).json()) as {
      paragraphs: { id: string; kind: string }[];
    };
    const anchor = detail.paragraphs.filter((paragraph) => paragraph.id.startsWith('B.')).at(-1)!.id;

    // Leading zeros and a swapped number/year are read, and the visitor lands on the canonical address.
    await page.goto(`/fr/ARR/${year}/${String(number).padStart(3, '0')}#${anchor}`);
    await expect(page).toHaveURL(new RegExp(`/fr/ARR/${number}/${year}#${anchor.replace(/\./g, '\\.')}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arrêt ${number}/${year}`);
    await expect(page).toHaveTitle(new RegExp(`^Arrêt ${number}/${year} – `));
    const paragraph = page.locator(`[id="${anchor}"]`);
    await expect(paragraph).toBeInViewport();
    await expect(page.getByRole('navigation', { name: 'Sur cette page' }).getByRole('link').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: /^PDF \(Français\)/ })).toBeVisible();
    await expect(page.getByText(`ECLI:BE:GHCC:${year}:ARR.${String(number).padStart(3, '0')}`).first()).toBeVisible();

    const citation = page.getByTestId('court-citation');
    await expect(citation).toHaveText(
      new RegExp(`^Cour constitutionnelle, arrêt n° ${number}/${year} du .+ ${year}, ${anchor.replace(/\./g, '\\.')}$`),
    );
    await page.getByRole('button', { name: 'Copier la référence' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Copié' })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(await citation.innerText());
    await expectNoAxeViolations(page);

    // Each export carries the pin cite to the paragraph the page was opened at.
    const exported: Record<string, string> = {};
    for (const format of ['CSL-JSON', 'BibTeX', 'RIS']) {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('link', { name: `Télécharger la référence au format ${format}` }).click(),
      ]);
      const chunks: Buffer[] = [];
      for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
      exported[format] = Buffer.concat(chunks).toString('utf8');
    }
    const [csl] = JSON.parse(exported['CSL-JSON']!) as { locator: string; URL: string }[];
    expect(csl!.locator).toBe(anchor);
    expect(csl!.URL).toMatch(new RegExp(`/fr/ARR/${number}/${year}#${anchor.replace(/\./g, '\\.')}$`));
    expect(exported.BibTeX).toMatch(new RegExp(`pages\\s*=\\s*\\{${anchor.replace(/\./g, '\\.')}\\}`));
    expect(exported.RIS).toContain(`SP  - ${anchor}`);
  });

  test('in English the page says the text exists in Dutch and French and links to it', async ({ page }) => {
    const [judgment] = await latestJudgments(page);
    await page.goto(`/en/ARR/${judgment!.number}/${judgment!.year}`);
    await waitForPage(page);
    await expect(page.getByText('No result is available in English or German.')).toBeVisible();
    await page.getByRole('link', { name: 'Read it in Dutch' }).click();
    await expect(page).toHaveURL(new RegExp(`/nl/ARR/${judgment!.number}/${judgment!.year}$`));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arrest ${judgment!.number}/${judgment!.year}`);
    await expectNoAxeViolations(page);
  });

  test('a judgment that does not exist is a 404 page', async ({ page }) => {
    await page.goto('/en/ARR/999/1990');
    await expect(page.getByText('This page could not be found').first()).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });
});
