import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { JudgmentSearchResult, LooserSearch } from '@court/contract';
import { localizedPath, type Locale } from '@court/runtime';
import { fakeApi, renderRoutes, resetSharedState, setUpTestI18n } from '@court/shared/testing';
import { searchPaths, type SearchPage } from '@court/site-map';
import { clearFullTextExplanations } from '../../features/text-search/api/full-text-explanation';
import de from '../../locales/de.json';
import fr from '../../locales/fr.json';
import { routes } from '../routes';

const searchUrl = (lang: Locale, page: SearchPage, query = '') => localizedPath(lang, searchPaths.page(page)) + query;

/** An answer finding nothing, with the looser search the API offers, if any. */
function nothing(looserSearch?: LooserSearch): JudgmentSearchResult {
  return {
    items: [],
    total: 0,
    page: 1,
    pageSize: 30,
    facets: { judgmentTypes: [], applicantTypes: [], jurisdictionAreas: [], years: [] },
    ...(looserSearch ? { looserSearch } : {}),
  };
}

// The first test loads the lazy page modules, which takes a few seconds on a busy machine.
describe('a text search that finds nothing', { timeout: 20_000 }, () => {
  afterEach(() => {
    resetSharedState();
    clearFullTextExplanations();
  });

  it('links to the looser search the API offers, in the page’s language, from its first page', async () => {
    setUpTestI18n('fr', { search: fr });
    const api = fakeApi({
      'POST /_content/:lang/:path*': { status: 404, body: { errors: [{ code: 'not-found' }] } },
      'GET /search/full-text-judgments': ({ query }) =>
        query.term === 'pensoin'
          ? nothing({ term: 'pension', total: 1234, kind: 'spelling' })
          : { ...nothing(), total: 1234 },
    });
    const user = userEvent.setup();
    const { router } = renderRoutes(routes, {
      url: searchUrl('fr', 'full-text-judgment', '?term=pensoin&judgmentType=QuestionsReferred&page=2'),
    });
    const link = await screen.findByRole('link', { name: 'Rechercher plutôt : pension' }, { timeout: 8000 });
    expect(link).toHaveAttribute(
      'href',
      searchUrl('fr', 'full-text-judgment', '?term=pension&judgmentType=QuestionsReferred'),
    );
    expect(screen.getByTestId('looser-search')).toHaveTextContent(/\(1\s234 arrêts\)$/);

    await user.click(link);
    await waitFor(() => expect(router.state.location.search).toBe('?term=pension&judgmentType=QuestionsReferred'));
    await waitFor(() =>
      expect(api.requestsTo('GET /search/full-text-judgments').map((r) => r.query.term)).toContain('pension'),
    );
  });

  it('names the words joined by OR as any of the words, and offers nothing when the API has nothing', async () => {
    setUpTestI18n('de', { search: de });
    fakeApi({
      'GET /search/by-judgment-keywords-summary': ({ query }) =>
        query.term === 'Rente Aussetzung'
          ? nothing({ term: 'Rente ODER Aussetzung', total: 1, kind: 'any-word' })
          : nothing(),
    });
    renderRoutes(routes, { url: searchUrl('de', 'judgment-keyword-summary', '?term=Rente+Aussetzung') });
    expect(
      await screen.findByRole(
        'link',
        { name: 'Stattdessen nach einem der Wörter suchen: Rente ODER Aussetzung' },
        { timeout: 8000 },
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('looser-search')).toHaveTextContent('(1 Entscheid)');
  });
});
