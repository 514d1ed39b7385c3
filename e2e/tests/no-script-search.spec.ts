import { expect, test, type Page } from '@playwright/test';
import { LOCALES, type Locale } from '../support/site';

/**
 * The searches and lists without JavaScript: the pages the server draws are enough to search, read the results,
 * go to another page and filter, in every language. The forms are GET forms whose fields carry the names the
 * results pages read, the pages of a list are links, and the facets and the order have a button of their own.
 */
test.use({ javaScriptEnabled: false });

interface Texts {
  /** The words field of the full-text search, its button, and a query with more than one page of hits. */
  words: string;
  search: string;
  /** The language of the texts to search, when the page's own has too few (English: the summaries only). */
  textLanguage?: 'nl';
  term: string;
  resultsPages: string;
  applyFilters: string;
  sort: string;
  newestFirst: string;
  /** The filters of the lists of judgments and of pending cases. */
  year: string;
  month: string;
  show: string;
  caseType: string;
  withArchive: string;
  casesWithArchive: string;
  listPages: string;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    words: 'Words to find',
    search: 'Search',
    textLanguage: 'nl',
    term: 'arrest',
    resultsPages: 'Pages of results',
    applyFilters: 'Apply the filters',
    sort: 'Sort',
    newestFirst: 'Newest first',
    year: 'Year',
    month: 'Month',
    show: 'Show',
    caseType: 'Type of case',
    withArchive: 'Include decided cases',
    casesWithArchive: 'Cases pending and decided',
    listPages: 'Pages of the list',
  },
  nl: {
    words: 'Te zoeken woorden',
    search: 'Zoeken',
    term: 'arrest',
    resultsPages: "Pagina's met resultaten",
    applyFilters: 'Filters toepassen',
    sort: 'Sorteren',
    newestFirst: 'Nieuwste eerst',
    year: 'Jaar',
    month: 'Maand',
    show: 'Tonen',
    caseType: 'Soort zaak',
    withArchive: 'Ook afgehandelde zaken',
    casesWithArchive: 'Hangende en afgehandelde zaken',
    listPages: "Pagina's van de lijst",
  },
  fr: {
    words: 'Mots à trouver',
    search: 'Rechercher',
    term: 'arrêt',
    resultsPages: 'Pages de résultats',
    applyFilters: 'Appliquer les filtres',
    sort: 'Trier',
    newestFirst: "Les plus récents d'abord",
    year: 'Année',
    month: 'Mois',
    show: 'Afficher',
    caseType: "Type d'affaire",
    withArchive: 'Inclure les affaires jugées',
    casesWithArchive: 'Affaires pendantes et jugées',
    listPages: 'Pages de la liste',
  },
  de: {
    words: 'Zu suchende Wörter',
    search: 'Suchen',
    term: 'Artikel',
    resultsPages: 'Ergebnisseiten',
    applyFilters: 'Filter anwenden',
    sort: 'Sortieren',
    newestFirst: 'Neueste zuerst',
    year: 'Jahr',
    month: 'Monat',
    show: 'Anzeigen',
    caseType: 'Art der Rechtssache',
    withArchive: 'Auch entschiedene Rechtssachen',
    casesWithArchive: 'Anhängige und entschiedene Rechtssachen',
    listPages: 'Seiten der Liste',
  },
};

const RESULTS_COUNT = /^\d[\d\s.,\u202f]* \S+/;

const main = (page: Page) => page.getByRole('main');
const resultsCount = (page: Page) => page.locator('#search-results-count');
const query = (page: Page) => new URL(page.url()).searchParams;

/**
 * Waits for the page the server drew, its heading first. A render slower than the server's budget (a machine busy
 * with other suites) goes with a loading state instead, which a visitor without scripts can only reload: the test
 * does so, twice at most, so a page the server cannot draw at all still fails.
 */
async function drawn(page: Page): Promise<void> {
  for (let attempt = 0; attempt < 2 && (await main(page).locator('h1').count()) === 0; attempt++) {
    await page.reload();
  }
  await expect(main(page).getByRole('heading', { level: 1 })).toBeVisible();
}

test.describe('Search and lists without JavaScript', () => {
  test.beforeEach(async ({ context, baseURL }) => {
    // Consent given, so the cookie banner does not cover the pages' links.
    await context.addCookies([{ name: 'GDPR:accepted', value: 'true', url: baseURL! }]);
  });

  for (const locale of LOCALES) {
    const texts = TEXTS[locale];

    test(`${locale}: a full-text search from its form, its second page, a facet and another order`, async ({
      page,
    }) => {
      await page.goto(`/${locale}/search/full-text-judgment`);
      await drawn(page);
      const heading = main(page).getByRole('heading', { level: 1 });
      const title = await heading.innerText();

      // The form, submitted by the browser itself: the words and the language become the URL's query.
      await main(page).getByLabel(texts.words, { exact: true }).fill(texts.term);
      if (texts.textLanguage) await main(page).locator('select[name="textLang"]').selectOption(texts.textLanguage);
      await main(page).getByRole('button', { name: texts.search, exact: true }).click();
      await drawn(page);
      expect(query(page).get('term')).toBe(texts.term);
      await expect(heading).toHaveText(title);
      await expect(resultsCount(page)).toHaveText(RESULTS_COUNT);
      const hits = main(page).locator('article h3 a');
      await expect(hits.first()).toHaveAttribute('href', new RegExp(`^/${locale}/ARR/\\d+/\\d+`));
      // The passages, drawn by the server with the words found marked.
      await expect(main(page).locator('blockquote mark').first()).toBeVisible();
      await expect(main(page).getByLabel(texts.words, { exact: true })).toHaveValue(texts.term);

      // The second page of results: a link.
      const pages = page.getByRole('navigation', { name: texts.resultsPages });
      const firstHit = await hits.first().getAttribute('href');
      await pages.locator('a[href*="page=2"]').first().click();
      await drawn(page);
      expect(query(page).get('page')).toBe('2');
      await expect(pages.locator('[aria-current="page"]')).toHaveText(/2/);
      await expect(hits.first()).not.toHaveAttribute('href', firstHit!);

      // A facet, applied with its button: the same query narrowed, from its first page.
      const before = await resultsCount(page).innerText();
      await main(page).locator('input[type="checkbox"][name="judgmentType"][value="QuestionsReferred"]').check();
      await main(page).getByRole('button', { name: texts.applyFilters, exact: true }).click();
      await drawn(page);
      expect(query(page).getAll('judgmentType')).toEqual(['QuestionsReferred']);
      expect(query(page).get('term')).toBe(texts.term);
      expect(query(page).get('page')).toBeNull();
      await expect(resultsCount(page)).not.toHaveText(before);
      await expect(
        main(page).locator('input[type="checkbox"][name="judgmentType"][value="QuestionsReferred"]'),
      ).toBeChecked();

      // Another order, with its button, keeps the facet.
      await main(page).locator('select[name="sort"]').selectOption({ label: texts.newestFirst });
      await main(page).getByRole('button', { name: texts.sort, exact: true }).click();
      await drawn(page);
      expect(query(page).get('sort')).toBe('date');
      expect(query(page).getAll('judgmentType')).toEqual(['QuestionsReferred']);
      await expect(resultsCount(page)).toHaveText(RESULTS_COUNT);
    });

    test(`${locale}: the judgments of a year and a month, from the list's filters`, async ({ page }) => {
      await page.goto(`/${locale}/judgments`);
      await drawn(page);
      const year = main(page).getByLabel(texts.year, { exact: true });
      // The second year offered: last year, with judgments whatever the day.
      const asked = await year.locator('option').nth(1).getAttribute('value');
      await year.selectOption(asked!);
      await main(page).getByLabel(texts.month, { exact: true }).selectOption('3');
      await main(page).getByRole('button', { name: texts.show, exact: true }).click();
      await drawn(page);
      expect(query(page).get('year')).toBe(asked);
      expect(query(page).get('month')).toBe('3');
      await expect(main(page).getByRole('heading', { level: 2 }).first()).toContainText(asked!);
      await expect(year).toHaveValue(asked!);
      await expect(main(page).getByLabel(texts.month, { exact: true })).toHaveValue('3');
    });

    test(`${locale}: the pending cases of a type, decided ones included, and their second page`, async ({ page }) => {
      await page.goto(`/${locale}/judgments/pending-cases`);
      await drawn(page);
      await main(page).getByLabel(texts.caseType, { exact: true }).selectOption('QuestionsReferred');
      await main(page).getByLabel(texts.withArchive, { exact: true }).check();
      await main(page).getByRole('button', { name: texts.show, exact: true }).click();
      await drawn(page);
      expect(query(page).get('type')).toBe('QuestionsReferred');
      expect(query(page).get('withArchive')).toBe('true');
      await expect(main(page).getByRole('heading', { level: 2, name: texts.casesWithArchive })).toBeVisible();
      const cases = main(page).getByRole('article');
      await expect(cases.first()).toBeVisible();

      const first = await cases.first().getByRole('heading').first().innerText();
      await page.getByRole('navigation', { name: texts.listPages }).locator('a[href*="page=2"]').first().click();
      await drawn(page);
      expect(query(page).get('page')).toBe('2');
      expect(query(page).get('type')).toBe('QuestionsReferred');
      await expect(cases.first().getByRole('heading').first()).not.toHaveText(first);
      await expect(main(page).getByLabel(texts.withArchive, { exact: true })).toBeChecked();
    });
  }

  test('a date typed without its mask, in the judgment search, and the pending cases chosen as the scope', async ({
    page,
  }) => {
    await page.goto('/fr/search/judgment');
    await drawn(page);
    await main(page).getByRole('group', { name: "Date de l'arrêt" }).getByLabel('Du').fill('01/01/1995');
    await main(page).getByRole('button', { name: 'Rechercher', exact: true }).click();
    await drawn(page);
    expect(query(page).get('judgmentDateFrom')).toBe('01/01/1995');
    await expect(resultsCount(page)).toHaveText(RESULTS_COUNT);
    await page.getByRole('navigation', { name: 'Pages de résultats' }).locator('a[href*="page=2"]').first().click();
    await drawn(page);
    // The pages' links carry the checked query: the date in ISO form.
    expect(query(page).get('judgmentDateFrom')).toBe('1995-01-01');
    expect(query(page).get('page')).toBe('2');

    // Without scripts the fields follow the scope once it is searched: the pending cases, then their words.
    await page.goto('/de/search/judgments-and-pending-cases');
    await drawn(page);
    await main(page).getByLabel('anhängigen Rechtssachen', { exact: true }).check();
    await main(page).getByRole('button', { name: 'Suchen', exact: true }).click();
    await drawn(page);
    expect(query(page).get('scope')).toBe('pending-cases');
    await expect(resultsCount(page)).toHaveText(RESULTS_COUNT);
    await expect(main(page).getByLabel('anhängigen Rechtssachen', { exact: true })).toBeChecked();
  });
});
