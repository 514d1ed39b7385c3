import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { JudgmentHit, JudgmentSearchResult } from '@court/contract';
import { localizedPath, type Locale } from '@court/runtime';
import { fakeApi, renderRoutes, resetSharedState, setUpTestI18n, type FakeRoutes } from '@court/shared/testing';
import { decisionsPaths, searchPaths, type SearchPage } from '@court/site-map';
import { clearFullTextExplanations } from '../../features/text-search/api/full-text-explanation';
import en from '../../locales/en.json';
import fr from '../../locales/fr.json';
import nl from '../../locales/nl.json';
import { routes } from '../routes';

/** The content service, with the help text beside the full-text search. */
const explanation: FakeRoutes['POST /_content/:lang/:path*'] = ({ params: { lang, path } }) => ({
  path: `/${lang}/${path}`,
  slug: 'full-text-search-explanation',
  dir: 'search',
  lang: lang as Locale,
  title: 'How the full-text search works',
  toc: [],
  body: '<h2 id="words">Words</h2><p>Type one or more words.</p>',
});

/** The API: the help text, and the answer of each search endpoint given. */
function serve(searches: Omit<FakeRoutes, 'POST /_content/:lang/:path*'> = {}) {
  const api = fakeApi({ 'POST /_content/:lang/:path*': explanation, ...searches });
  /** The queries sent to a search endpoint (`'full-text-judgments'`), or to any of them. */
  return (endpoint = ':endpoint') => api.requestsTo(`GET /search/${endpoint}`).map((request) => request.query);
}

/** A search page's address in a language, with its query string. */
const searchUrl = (lang: Locale, page: SearchPage, query = '') => localizedPath(lang, searchPaths.page(page)) + query;

/** The English page of a judgment of 2024 (the hits' year), at a paragraph when given. */
const judgmentUrl = (number: number, paragraph?: string) =>
  localizedPath('en', decisionsPaths.judgment({ year: 2024, number }, paragraph));

function hit(number: number, paragraphId: string | null): JudgmentHit {
  return {
    year: 2024,
    number,
    ecli: `ECLI:BE:GHCC:2024:ARR.${String(number).padStart(3, '0')}`,
    date: '2024-03-14',
    type: 'QuestionsReferred',
    outcome: 'violation',
    headnote: 'Preliminary question on the survivor’s pension.',
    keywords: [],
    rollNumbers: ['8123'],
    languages: ['nl', 'fr'] as JudgmentHit['languages'],
    textLanguages: ['nl', 'fr'] as JudgmentHit['textLanguages'],
    pdf: {},
    applicant: 'Labour court of Ghent',
    applicantType: 'court',
    jurisdictionAQuo: null,
    referralDate: null,
    officialJournalDate: null,
    score: 1.5,
    snippets: paragraphId
      ? [{ field: 'paragraph', paragraphId, html: 'the <mark>pension</mark> of the survivor' }]
      : [],
  };
}

function answer(total: number, page = 1): JudgmentSearchResult {
  return {
    items: [hit(61, 'B.7.3'), hit(62, null)],
    total,
    page,
    pageSize: 30,
    facets: {
      judgmentTypes: [
        { value: 'ActionForCancellation', label: 'Action for annulment', count: 0 },
        { value: 'QuestionsReferred', label: 'Preliminary question', count: total },
        { value: 'SuspensionRequest', label: 'Request for suspension', count: 0 },
      ],
      applicantTypes: [{ value: 'court', label: 'Court', count: total }],
      jurisdictionAreas: [],
      years: [{ value: '2024', label: '2024', count: total }],
    },
  };
}

// The first test loads the lazy page modules, which takes a few seconds on a busy machine.
describe('the full-text search page', { timeout: 20_000 }, () => {
  beforeEach(() => {
    setUpTestI18n('en', { search: en });
    clearFullTextExplanations();
  });
  afterEach(() => resetSharedState());

  it('searches the URL’s query and shows the hits, each opening the judgment at its paragraph', async () => {
    const searched = serve({ 'GET /search/full-text-judgments': answer(75, 2) });
    renderRoutes(routes, {
      url: searchUrl('en', 'full-text-judgment', '?term=pension&judgmentType=QuestionsReferred&page=2'),
    });

    expect(
      await screen.findByRole('heading', { level: 2, name: '75 judgments found' }, { timeout: 8000 }),
    ).toBeInTheDocument();
    expect(searched('full-text-judgments')).toContainEqual(
      expect.objectContaining({
        lang: 'en',
        term: 'pension',
        textLang: 'en',
        judgmentType: 'QuestionsReferred',
        page: '2',
        pageSize: '30',
        sort: 'score',
      }),
    );
    expect(screen.getByRole('searchbox', { name: 'Words to find' })).toHaveValue('pension');
    expect(screen.getByRole('link', { name: 'Judgment 61/2024' })).toHaveAttribute('href', judgmentUrl(61, 'B.7.3'));
    expect(screen.getByRole('link', { name: 'Judgment 62/2024' })).toHaveAttribute('href', judgmentUrl(62));
    expect(screen.getByRole('link', { name: 'Go to paragraph B.7.3 of Judgment 61/2024' })).toHaveAttribute(
      'href',
      judgmentUrl(61, 'B.7.3'),
    );
    expect(screen.getAllByText('pension', { selector: 'mark' })).toHaveLength(1);
    expect(screen.getByRole('checkbox', { name: 'Preliminary question (75)' })).toBeChecked();
    expect(screen.queryByRole('checkbox', { name: /Action for annulment/ })).not.toBeInTheDocument();
    const pages = screen.getByRole('navigation', { name: 'Pages of results' });
    expect(pages.querySelector('[aria-current="page"]')).toHaveTextContent('Page 2');
    expect(within(pages).getByRole('link', { name: 'Page 3' })).toHaveAttribute(
      'href',
      searchUrl('en', 'full-text-judgment', '?term=pension&judgmentType=QuestionsReferred&page=3'),
    );
    // The title is written by an effect once the page has rendered.
    await waitFor(() => expect(document.title).toBe('pension – Full-text search – Constitutional Court of Belgium'));
  });

  it('refuses an empty term and an incomplete date beside the fields, keeping what was typed', async () => {
    const searched = serve();
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, { url: searchUrl('en', 'full-text-judgment') });
    const term = await screen.findByRole('searchbox', { name: 'Words to find' }, { timeout: 8000 });
    expect(screen.getByText('How the full-text search works')).toBeInTheDocument();
    expect(searched()).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Search' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Enter the words to find' })).toBeInTheDocument();
    expect(term).toHaveAccessibleDescription(expect.stringContaining('Error: Enter the words to find'));

    await user.type(term, 'pension');
    const from = within(screen.getByRole('group', { name: 'Date of the judgment' })).getByRole('textbox', {
      name: 'From',
    });
    await user.type(from, '3101202');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(from).toHaveValue('31/01/202');
    expect(from).toHaveAccessibleDescription(expect.stringContaining('Enter a date as day, month and year'));
    expect(term).toHaveValue('pension');
    expect(router.state.location.search).toBe('');
    expect(searched()).toEqual([]);

    await user.type(from, '4');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?term=pension&textLang=en&judgmentDateFrom=2024-01-31'),
    );
  });

  it('shows a search text the API cannot read as the field’s mistake, in the page’s language, keeping it', async () => {
    setUpTestI18n('nl', { search: nl });
    const typed = 'eigendom OF (onteigening NIET';
    serve({
      'GET /search/full-text-judgments': {
        status: 400,
        body: {
          errors: [
            {
              code: 'invalid-query',
              message: 'Unclosed parenthesis at position 13: add the closing )',
              position: 13,
              reason: 'unclosed-parenthesis',
            },
          ],
        },
      },
    });
    renderRoutes(routes, {
      url: searchUrl('nl', 'full-text-judgment', `?${new URLSearchParams({ term: typed }).toString()}`),
    });
    const message = 'Het haakje op teken 13 wordt niet gesloten: voeg het sluitende ) toe';
    const term = await screen.findByRole('searchbox', { name: nl.fields.term.label }, { timeout: 8000 });
    await waitFor(() => expect(term).toHaveAccessibleDescription(expect.stringContaining(message)));
    expect(term).toHaveValue(typed);
    expect(term).toBeInvalid();
    expect(within(screen.getByRole('alert')).getByRole('link', { name: message })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: /gevonden/ })).not.toBeInTheDocument();
  });

  it('submits a ticked facet with the query, back to the first page', async () => {
    const user = userEvent.setup();
    serve({ 'GET /search/full-text-judgments': answer(75, 2) });
    const { router } = renderRoutes(routes, { url: searchUrl('en', 'full-text-judgment', '?term=pension&page=2') });
    await user.click(await screen.findByRole('checkbox', { name: 'Court (75)' }));
    await waitFor(() => expect(router.state.location.search).toBe('?term=pension&textLang=en&applicantType=court'));
  });

  it('says when the data could not be fetched, and when nothing was found, in French', async () => {
    setUpTestI18n('fr', { search: fr });
    let unavailable = true;
    serve({
      'GET /search/by-judgment-keywords-summary': () =>
        unavailable
          ? { status: 503, body: { errors: [{ code: '', message: 'unavailable' }] } }
          : { ...answer(0), items: [] },
    });
    renderRoutes(routes, { url: searchUrl('fr', 'judgment-keyword-summary', '?term=zzz') });
    expect(await screen.findByRole('alert')).toHaveTextContent('Une erreur s’est produite'.replace('’', "'"));

    unavailable = false;
    await userEvent.setup().click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(await screen.findByText('Aucun résultat.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '0 arrêt trouvé' })).toBeInTheDocument();
  });
});
