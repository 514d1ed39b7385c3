import { expect, test } from '@playwright/test';
import { LOCALES, waitForPage, askApiFromBrowser, type Locale } from '../support/site';

const ANCHORS = [
  '1-la-constitution-de-la-belgique-federale',
  '2-legislation-organique',
  '3-arrets-organiques',
  '4-reglements',
] as const;

test.describe('Court section: basic texts', () => {
  for (const locale of LOCALES) {
    const full = locale === 'nl' || locale === 'fr';
    test(`anchors in ${locale}: ${full ? 'all four parts' : 'parts 1 and 2, and a note for 3 and 4'}`, async ({
      page,
    }) => {
      for (const anchor of ANCHORS) {
        await page.goto(`/${locale}/court/basic-text#${anchor}`);
        await waitForPage(page);
        const target = page.locator(`[id="${anchor}"]`);
        await expect(target).toHaveCount(1);
        await expect(target).toBeInViewport();
        const isHeading = await target.evaluate((element) => element.tagName === 'H2');
        expect(
          isHeading,
          `#${anchor} is ${full || anchor.startsWith('1') || anchor.startsWith('2') ? 'a heading' : 'on the note'}`,
        ).toBe(full || anchor.startsWith('1-') || anchor.startsWith('2-'));
      }
      const main = page.getByRole('main');
      await expect(main.locator('h2[id^="3-"], h2[id^="4-"]')).toHaveCount(full ? 2 : 0);
      const note = page.getByTestId('basic-texts-dutch-french-note');
      if (full) {
        await expect(note).toHaveCount(0);
      } else {
        await expect(note.getByRole('link')).toHaveCount(2);
        await note.getByRole('link').first().click();
        await expect(page).toHaveURL(/\/nl\/court\/basic-text#3-arrets-organiques$/);
        await expect(page.locator('h2[id="3-arrets-organiques"]')).toBeInViewport();
      }
    });
  }

  test('the sub-pages the text links to open in the section', async ({ page }) => {
    await page.goto('/en/court/basic-text');
    await page
      .getByRole('main')
      .getByRole('link', { name: /special law of 6 January 1989/ })
      .click();
    await expect(page).toHaveURL(/\/en\/court\/basic-text\/organic-law$/);
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toContainText(
      'Special law of 6 January 1989',
    );
  });

  test('the table of the articles of the Constitution links each article to the judgments applying it', async ({
    page,
  }) => {
    await page.goto(
      '/en/court/basic-text/table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court',
    );
    const row = page.getByRole('row', { name: /^Article 10\b/ });
    await expect(row).toContainText('Equality before the law');
    const judgments = row.getByRole('list', { name: 'Judgments applying Article 10' }).getByRole('link');
    const shown = await judgments.count();
    expect(shown).toBeGreaterThan(0);
    const count = Number(/(\d+) judgments?/.exec(await row.innerText())![1]);
    expect(count, 'Article 10 is applied by more judgments than the table lists at first').toBeGreaterThan(shown);
    // With the scripts running, the rest of the list is fetched in place: the page stays where it is.
    await waitForPage(page);
    await row.getByRole('link', { name: `Show all ${count} judgments applying Article 10` }).click();
    await expect(judgments).toHaveCount(count);
    expect(new URL(page.url()).search).toBe('');
    const first = judgments.first();
    const [number, year] = (await first.innerText()).split('/');
    await expect(first).toHaveAttribute('href', `/en/ARR/${number}/${year}`);
    await first.click();
    await expect(page).toHaveURL(new RegExp(`/en/ARR/${number}/${year}`));
    await waitForPage(page);
  });

  test("where no article is found, the page says 'no article of the Constitution found'", async ({ page }) => {
    await askApiFromBrowser(page);
    await page.route('**/api/v1/juris/articles-const-referred-by-court**', (route) =>
      route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 100 } }),
    );
    await page.goto(
      '/fr/court/basic-text/table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court',
    );
    await expect(page.getByTestId('empty-state')).toHaveText('Aucun article de la Constitution trouvé.');
    await expect(page.getByRole('table')).toHaveCount(0);
  });
});

test.describe('Court section: basic texts without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  const SHOW_ALL: Record<Locale, RegExp> = {
    en: /^Show all (\d+) judgments applying Article 10$/,
    nl: /^Alle (\d+) arresten tonen die artikel 10 toepassen$/,
    fr: /^Afficher les (\d+) arrêts appliquant l'article 10$/,
    de: /^Alle (\d+) Entscheide anzeigen, die Artikel 10 anwenden$/,
  };

  for (const locale of LOCALES) {
    test(`${locale}: an article's link lists all its judgments, drawn by the server`, async ({ page }) => {
      const path = `/${locale}/court/basic-text/table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court`;
      await page.goto(path);
      const row = page.locator('tr#article-10');
      const judgments = row.getByRole('list').getByRole('link');
      const shown = await judgments.count();
      const showAll = row.getByRole('link', { name: SHOW_ALL[locale] });
      const count = Number(SHOW_ALL[locale].exec((await showAll.innerText()).trim())![1]);
      expect(count).toBeGreaterThan(shown);
      await showAll.click();
      await page.waitForURL(/\?article=10#article-10$/);
      await expect(judgments).toHaveCount(count);
      await expect(row).toBeInViewport();
      await expect(row.getByRole('link', { name: SHOW_ALL[locale] })).toHaveCount(0);
    });
  }
});
