import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { clearPdfChecks } from '@court/shared';
import { fakeApi, fakeFetch, listOf, PDF_FILE, renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { decisionsPaths, localized, mediaPaths } from '@court/site-map';
import mediaEn from '../../locales/en.json';
import mediaNl from '../../locales/nl.json';
import { routes } from '../routes';
import { pressRelease } from '../../test-support/fixtures';

const onJudgment = pressRelease();
const older = pressRelease({
  id: 'pr-2023-101',
  date: '2023-11-09',
  title: 'Het Hof verwerpt het beroep tegen de wet op de huurwaarborg',
  judgment: { year: 2023, number: 101, ecli: 'ECLI:BE:GHCC:2023:ARR.101', date: null },
  pdfUrl: '/public/press/2023/pr-2023-101-nl.pdf',
});

const JUDGMENT_RELEASES = mediaPaths.page('press-releases-concerning-the-judgments');

function visit(locale: 'en' | 'nl', path: string) {
  setUpTestI18n(locale, { media: locale === 'en' ? mediaEn : mediaNl });
  return renderRoutes(routes, { url: localized(locale, path) });
}

describe('press releases concerning the judgments', () => {
  beforeEach(() => {
    clearPdfChecks();
    fakeFetch({ '/public/press/2024/pr-2024-012-nl.pdf': PDF_FILE });
  });

  it('lists each release with its date, title, the judgment it concerns and, where it exists, its PDF', async () => {
    const api = fakeApi({
      'GET /media/press-releases-concerning-judgments': listOf([onJudgment, older], { total: 62 }),
    });
    visit('nl', JUDGMENT_RELEASES);

    expect(await screen.findByRole('heading', { level: 1, name: 'Persberichten over arresten' })).toBeVisible();
    expect(api.requests.map((request) => [request.path, request.query])).toEqual([
      ['/media/press-releases-concerning-judgments', { lang: 'nl', page: '1', pageSize: '30' }],
    ]);
    expect(screen.getByText('62 persberichten')).toBeVisible();

    const first = screen.getByRole('article', { name: onJudgment.title! });
    expect(within(first).getByText('1 februari 2024')).toHaveAttribute('datetime', '2024-02-01');
    expect(within(first).getByRole('link', { name: 'Arrest nr. 12/2024 van 1 februari 2024' })).toHaveAttribute(
      'href',
      localized('nl', decisionsPaths.judgment({ year: 2024, number: 12 })),
    );
    await waitFor(() =>
      expect(within(first).getByRole('link', { name: 'Persbericht als pdf (Nederlands)' })).toHaveAttribute(
        'href',
        '/public/press/2024/pr-2024-012-nl.pdf',
      ),
    );

    // Its text, rendered from Markdown and sanitised by the API, behind "read the text".
    const text = within(first).getByRole('group');
    expect(within(text).getByText('niet', { selector: 'strong' })).toBeInTheDocument();
    expect(within(text).getAllByText(/./, { selector: 'p' })).toHaveLength(2);

    const second = screen.getByRole('article', { name: older.title! });
    expect(within(second).getByRole('link', { name: 'Arrest nr. 101/2023' })).toHaveAttribute(
      'href',
      localized('nl', decisionsPaths.judgment({ year: 2023, number: 101 })),
    );
    expect(within(second).queryByRole('link', { name: /pdf/ })).toBeNull();

    const pages = screen.getByRole('navigation', { name: "Pagina's van de lijst" });
    expect(within(pages).getByText('Pagina 1 van 3')).toBeVisible();
    expect(within(pages).getByRole('link', { name: 'Volgende pagina' })).toHaveAttribute(
      'href',
      `${localized('nl', JUDGMENT_RELEASES)}?page=2`,
    );
    await waitFor(() => expect(document.title).toBe('Persberichten over arresten – Grondwettelijk Hof van België'));
    const feed = document.head.querySelector('link[rel="alternate"][type="application/atom+xml"]');
    expect(feed).toHaveAttribute('href', '/api/v1/feeds/nl/press-releases.atom');
    expect(feed).toHaveAttribute('title', 'Persberichten van het Grondwettelijk Hof');
  });

  it('shows the archive on request and the next page from the address', async () => {
    const api = fakeApi({
      'GET /media/press-releases-concerning-judgments': listOf([older], { page: 2, total: 62 }),
    });
    visit('nl', `${JUDGMENT_RELEASES}?archive=1&page=2`);
    expect(await screen.findByRole('article', { name: older.title! })).toBeVisible();
    expect(api.requests[0]?.query).toEqual({ lang: 'nl', page: '2', pageSize: '30', withArchive: 'true' });
    expect(screen.getByRole('link', { name: 'Alleen recente persberichten tonen' })).toHaveAttribute(
      'href',
      localized('nl', JUDGMENT_RELEASES),
    );
    expect(screen.getByRole('link', { name: 'Vorige pagina' })).toHaveAttribute(
      'href',
      `${localized('nl', JUDGMENT_RELEASES)}?archive=1`,
    );
  });

  it("says 'no result for press judgments' when there is none, and offers the archive", async () => {
    fakeApi({ 'GET /media/press-releases-concerning-judgments': listOf([]) });
    visit('en', JUDGMENT_RELEASES);
    const empty = await screen.findByTestId('empty-state');
    expect(empty).toHaveTextContent('No press release concerning judgments.');
    expect(within(empty).getByRole('link', { name: /Also show the archive/ })).toHaveAttribute(
      'href',
      `${localized('en', JUDGMENT_RELEASES)}?archive=1`,
    );
  });

  it('in English, says the releases are in French and marks their titles as French', async () => {
    const api = fakeApi({
      'GET /media/press-releases-concerning-judgments': listOf([
        pressRelease({ title: 'La Cour annule la taxe sur les secondes résidences', pdfUrl: null }),
      ]),
    });
    visit('en', JUDGMENT_RELEASES);
    const title = await screen.findByRole('heading', {
      level: 2,
      name: 'La Cour annule la taxe sur les secondes résidences',
    });
    expect(title).toHaveAttribute('lang', 'fr-BE');
    expect(api.requests[0]?.query).toMatchObject({ lang: 'fr' });
    expect(screen.getByText(/They are shown here in French/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Judgment no. 12/2024 of 1 February 2024' })).toHaveAttribute(
      'href',
      localized('en', decisionsPaths.judgment({ year: 2024, number: 12 })),
    );
  });

  it('a failed call shows the error in the page, and trying again shows the list', async () => {
    let fail = true;
    fakeApi({
      'GET /media/general-press-releases': () => (fail ? { status: 503, body: '' } : listOf([onJudgment])),
    });
    visit('en', mediaPaths.page('general-press-releases'));
    expect(await screen.findByRole('heading', { level: 1, name: 'General press releases' })).toBeVisible();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('An error occurred while fetching the data.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article')).toBeVisible();
  });

  it('general press releases say "no result" when there is none', async () => {
    const api = fakeApi({ 'GET /media/general-press-releases': listOf([]) });
    visit('en', mediaPaths.page('general-press-releases'));
    expect(await screen.findByTestId('empty-state')).toHaveTextContent('No result.');
    expect(api.requests[0]?.path).toBe('/media/general-press-releases');
  });
});
