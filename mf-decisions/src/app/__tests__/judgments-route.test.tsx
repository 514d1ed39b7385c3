import { localizedPath } from '@court/runtime';
import { clearPdfChecks } from '@court/shared';
import { fakeApi, fakeFetch, listOf, renderRoutes } from '@court/shared/testing';
import { decisionsPaths } from '@court/site-map';
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { judgmentSummary } from '../../test-support/fixtures';
import { setUpSectionI18n } from '../../test-support/i18n';
import { routes } from '../routes';

const judgments = localizedPath('en', decisionsPaths.judgments());

/**
 * A year of 45 judgments, numbered as the court numbers them (newest first), in pages of 30. Asked without a
 * year, the API answers its latest year with judgments: here `latestYear`.
 */
function fakeYear(total = 45, latestYear = 2019) {
  const api = fakeApi({
    'GET /juris/judgments': ({ query }) => {
      const page = Number(query.page ?? 1);
      const pageSize = Number(query.pageSize ?? 30);
      const year = Number(query.year ?? latestYear);
      const numbers = Array.from({ length: total }, (_, index) => total - index).slice(
        (page - 1) * pageSize,
        page * pageSize,
      );
      const items = numbers.map((number) =>
        judgmentSummary({ year, number, ecli: `ECLI:BE:GHCC:${year}:ARR.${number}` }),
      );
      return listOf(items, { page, pageSize, total });
    },
  });
  /** The queries of the judgments asked. */
  return () => api.requestsTo('GET /juris/judgments').map((request) => request.query);
}

describe('the judgments route', () => {
  beforeEach(() => {
    clearPdfChecks();
    fakeFetch();
    setUpSectionI18n('en');
    // jsdom does no layout; the browser tests check that the card is really scrolled into view.
    Element.prototype.scrollIntoView = vi.fn();
  });

  it('lists a page of the year with paging links that keep the filters', async () => {
    const asked = fakeYear();
    renderRoutes(routes, { url: `${judgments}?year=2019&month=3` });
    expect(await screen.findByRole('heading', { level: 1, name: 'Judgments' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: 'Judgments of March 2019' })).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(30);
    expect(asked()).toContainEqual({ lang: 'en', year: '2019', month: '3', page: '1', pageSize: '30' });
    const pages = screen.getByRole('navigation', { name: 'Pages of the list' });
    expect(within(pages).getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      `${judgments}?year=2019&month=3&page=2`,
    );
  });

  it('without a year, shows the latest year with judgments, even when the calendar year has none yet', async () => {
    const asked = fakeYear(45, new Date().getFullYear() - 1);
    renderRoutes(routes, { url: judgments });
    const lastYear = new Date().getFullYear() - 1;
    expect(
      await screen.findByRole('heading', { level: 2, name: `Judgments of ${lastYear}` }, { timeout: 5000 }),
    ).toBeVisible();
    expect(asked()).toContainEqual({ lang: 'en', page: '1', pageSize: '30' });
    expect(screen.getByRole('combobox', { name: 'Year' })).toHaveValue(String(lastYear));
  });

  it('opens the page holding the judgment named by ?id=', async () => {
    fakeYear();
    renderRoutes(routes, { url: localizedPath('en', decisionsPaths.judgmentInList({ year: 2019, number: 4 })) });
    const card = await screen.findByRole('article', { name: 'Judgment 4/2019' }, { timeout: 5000 });
    await waitFor(() => expect(card).toHaveFocus());
    expect(screen.getByText('Page 2 of 2')).toBeVisible();
  });

  it("says 'no judgment' for an empty year", async () => {
    fakeYear(0);
    renderRoutes(routes, { url: `${judgments}?year=1986` });
    expect(await screen.findByText('No judgment.', {}, { timeout: 5000 })).toBeVisible();
  });
});
