import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { type Locale, waitForPage as waitForLivePage } from '../support/site';

/**
 * A search page is live once the scripts have taken over the page the server drew (until then its form is the
 * browser's own GET form) and its search has answered; on a machine busy with other suites that can take longer
 * than the usual wait.
 */
const waitForPage = (page: Page) => waitForLivePage(page, { timeout: 20_000 });

/**
 * Every search page in two languages, as a visitor uses it: a query, another page of results, a facet, a reload
 * that keeps all of it, and a hit that opens the judgment (at the matching paragraph for text searches). The demo
 * corpus of the browser tests (300 judgments, fixed seed) gives each query more than one page of hits.
 */

const SUBMIT: Record<Locale, string> = { en: 'Search', nl: 'Zoeken', fr: 'Rechercher', de: 'Suchen' };
const PAGINATION: Record<Locale, string> = {
  en: 'Pages of results',
  nl: "Pagina's met resultaten",
  fr: 'Pages de résultats',
  de: 'Ergebnisseiten',
};
const RESULTS_COUNT = /^\d[\d\s.,\u202f]* \S+/;

interface SearchCase {
  page: string;
  locale: Locale;
  /** Fills in the query; returns what a field must still show after the reload. */
  query: (page: Page) => Promise<{ label: string; value: string } | null>;
  /** The hit opens the judgment at a paragraph (text searches). */
  atParagraph: boolean;
}

const fillAndSearch = (label: string, value: string) => async (page: Page, locale: Locale) => {
  await page.getByLabel(label, { exact: true }).fill(value);
  await page.getByRole('button', { name: SUBMIT[locale], exact: true }).click();
  return { label, value };
};

const CASES: SearchCase[] = [
  {
    page: 'full-text-judgment',
    locale: 'fr',
    query: (page) => fillAndSearch('Mots à trouver', 'arrêt')(page, 'fr'),
    atParagraph: true,
  },
  {
    page: 'full-text-judgment',
    locale: 'nl',
    query: (page) => fillAndSearch('Te zoeken woorden', 'arrest')(page, 'nl'),
    atParagraph: true,
  },
  {
    page: 'judgment-keyword-summary',
    locale: 'fr',
    query: (page) => fillAndSearch('Mots à trouver', 'égalité')(page, 'fr'),
    atParagraph: false,
  },
  {
    page: 'judgment-keyword-summary',
    locale: 'nl',
    query: (page) => fillAndSearch('Te zoeken woorden', 'gelijkheid')(page, 'nl'),
    atParagraph: false,
  },
  {
    page: 'judgment',
    locale: 'en',
    // The date field is masked: typing digits gives 01/01/1995.
    query: async (page) => {
      await page.getByRole('group', { name: 'Date of the judgment' }).getByLabel('From').pressSequentially('01011995');
      await page.getByRole('button', { name: SUBMIT.en, exact: true }).click();
      return { label: 'From', value: '01/01/1995' };
    },
    atParagraph: false,
  },
  {
    page: 'judgment',
    locale: 'de',
    query: async (page) => {
      await page.getByRole('group', { name: 'Datum des Entscheids' }).getByLabel('Von').pressSequentially('01011995');
      await page.getByRole('button', { name: SUBMIT.de, exact: true }).click();
      return { label: 'Von', value: '01.01.1995' };
    },
    atParagraph: false,
  },
  {
    page: 'judgments-and-pending-cases',
    locale: 'en',
    query: (page) => fillAndSearch('Applicant', 'a')(page, 'en'),
    atParagraph: false,
  },
  {
    page: 'judgments-and-pending-cases',
    locale: 'nl',
    query: (page) => fillAndSearch('Verzoekende partij', 'a')(page, 'nl'),
    atParagraph: false,
  },
  {
    page: 'standard',
    locale: 'fr',
    query: async (page) => {
      await page.getByLabel('invoquée comme norme de référence').check();
      await page.getByLabel('Norme', { exact: true }).selectOption('const-1994');
      await page.getByRole('button', { name: SUBMIT.fr, exact: true }).click();
      return null;
    },
    atParagraph: false,
  },
  {
    page: 'standard',
    locale: 'de',
    query: async (page) => {
      await page.getByLabel('als Referenznorm angeführt').check();
      await page.getByLabel('Rechtsnorm', { exact: true }).selectOption('const-1994');
      await page.getByRole('button', { name: SUBMIT.de, exact: true }).click();
      return null;
    },
    atParagraph: false,
  },
  {
    page: 'table-of-content',
    locale: 'en',
    query: async (page) => {
      await page.locator('a[href*="node=division-of-powers"]').click();
      return null;
    },
    atParagraph: false,
  },
  {
    page: 'table-of-content',
    locale: 'fr',
    query: async (page) => {
      await page.locator('a[href*="node=division-of-powers"]').click();
      return null;
    },
    atParagraph: false,
  },
];

const resultsCount = (page: Page) => page.locator('#search-results-count');

test.describe('Search pages', () => {
  // A whole visit (query, pages, facet, reload, judgment) with an accessibility check of a page of 30 hits.
  test.describe.configure({ timeout: 90_000 });

  test.beforeEach(async ({ context, baseURL }) => {
    // Consent given, so the cookie banner does not cover the pages' links.
    await context.addCookies([{ name: 'GDPR:accepted', value: 'true', url: baseURL! }]);
  });

  for (const [index, searchCase] of CASES.entries()) {
    // Each page is checked by axe once, in the first of its two languages.
    const checkAccessibility = CASES.findIndex((other) => other.page === searchCase.page) === index;
    test(`${searchCase.page} in ${searchCase.locale}: query, pages, facet, reload, open a hit`, async ({ page }) => {
      const { locale } = searchCase;
      await page.goto(`/${locale}/search/${searchCase.page}`);
      await waitForPage(page);

      // The query becomes the URL.
      const kept = await searchCase.query(page);
      await expect(page).toHaveURL(/\?.+/);
      await expect(resultsCount(page)).toHaveText(RESULTS_COUNT);
      // The results of the query, not those of the page before it still loading (drawn faded).
      await expect(page.locator('section[aria-busy="true"]')).toHaveCount(0);
      if (checkAccessibility) await expectNoAxeViolations(page);

      // Another page of results.
      const pages = page.getByRole('navigation', { name: PAGINATION[locale] });
      await pages.locator('a[href*="page=2"]').first().click();
      await expect(page).toHaveURL(/[?&]page=2/);
      await expect(pages.locator('[aria-current="page"]')).toHaveText(/2/);

      // A facet narrows the query and starts again at its first page.
      const before = await resultsCount(page).innerText();
      const facet = page.locator('input[type="checkbox"][name="judgmentType"][value="QuestionsReferred"]');
      await facet.check();
      await expect(page).toHaveURL(/judgmentType=QuestionsReferred/);
      await expect(page).not.toHaveURL(/[?&]page=2/);
      await expect(resultsCount(page)).not.toHaveText(before);
      const narrowed = await resultsCount(page).innerText();
      const url = page.url();

      // A reload (or a shared link) shows the same query, facet and results.
      await page.reload();
      await waitForPage(page);
      expect(page.url()).toBe(url);
      await expect(resultsCount(page)).toHaveText(narrowed);
      await expect(facet).toBeChecked();
      if (kept) await expect(page.getByLabel(kept.label, { exact: true }).first()).toHaveValue(kept.value);

      // A hit opens the judgment's page, at the paragraph of the passage for text searches.
      const firstHit = page.locator('article h3 a').first();
      const href = (await firstHit.getAttribute('href'))!;
      expect(href).toMatch(new RegExp(`^/${locale}/ARR/\\d+/\\d+${searchCase.atParagraph ? '#.+' : ''}`));
      await firstHit.click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/ARR/\\d+/\\d+`));
      await waitForPage(page);
      if (searchCase.atParagraph) {
        const paragraphId = decodeURIComponent(new URL(page.url()).hash.slice(1));
        await expect(page.locator(`[id="${paragraphId}"]`)).toBeInViewport();
      }
    });
  }
});
