import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type * as Shared from '@court/shared';
import { localizedPath, type SectionWidget } from '@court/runtime';
import type { ContentDocument } from '@court/shared';
import { hydrateRoutes, renderRoutes, renderRoutesOnServer, setUpTestI18n } from '@court/shared/testing';
import { decisionsPaths, mediaPaths, rulesPaths, searchPaths } from '@court/site-map';
import shellEn from '../../../locales/en.json';
import shellFr from '../../../locales/fr.json';
import { HomePage } from '../home-page';

const { loadSectionWidgets, fetchContent } = vi.hoisted(() => ({
  loadSectionWidgets: vi.fn<(section: string) => Promise<SectionWidget[]>>(),
  fetchContent: vi.fn<(locale: string, path: string) => Promise<ContentDocument>>(),
}));

vi.mock('../../../federation/section-loader', () => ({ loadSectionWidgets }));
vi.mock('@court/shared', async (importOriginal) => ({
  ...(await importOriginal<typeof Shared>()),
  fetchContent,
}));

function renderHome(locale: 'en' | 'fr' = 'en') {
  setUpTestI18n(locale, { shell: locale === 'en' ? shellEn : shellFr });
  return renderRoutes([{ index: true, element: <HomePage /> }], { url: `/${locale}` });
}

describe('home page', () => {
  beforeEach(() => {
    loadSectionWidgets.mockReset().mockResolvedValue([]);
    fetchContent.mockReset().mockRejectedValue(new Error('not there'));
  });

  it("has the court's name as its one h1 and the default title", async () => {
    renderHome('fr');
    // With the soft hyphens a narrow screen breaks it at (config/site-title.ts).
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Cour consti\u00adtu\u00adtion\u00adnelle');
    expect(screen.getByText(/La Cour constitutionnelle veille au respect de la Constitution/)).toBeVisible();
    await waitFor(() => expect(document.title).toBe('Cour constitutionnelle de Belgique'));
  });

  it('offers the ways into the site by task', () => {
    renderHome();
    const tasks = within(screen.getByRole('region', { name: 'What are you looking for?' }));
    const links = tasks.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
    expect(links).toEqual([
      ['Find a judgment', localizedPath('en', decisionsPaths.judgments())],
      ['Pending cases', localizedPath('en', decisionsPaths.pendingCases())],
      ['Search the case law', localizedPath('en', searchPaths.root())],
      ['Hearings and upcoming judgments', localizedPath('en', decisionsPaths.agenda())],
      ['Press releases', localizedPath('en', mediaPaths.root())],
      ['Rules for parties', localizedPath('en', rulesPaths.root())],
      ['Stay informed', localizedPath('en', mediaPaths.stayInformed())],
    ]);
  });

  it('asks the Decisions and Press sections for widgets, and shows no box when there are none', async () => {
    renderHome();
    await waitFor(() => expect(loadSectionWidgets).toHaveBeenCalledTimes(2));
    expect(loadSectionWidgets.mock.calls.map(([section]) => section)).toEqual(['decisions', 'media']);
    // Empty, it takes no room (`.widgets:empty`).
    expect(screen.getByTestId('home-widgets')).toBeEmptyDOMElement();
  });

  it('shows the widgets that work; one that fails leaves the page and the others alone', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    loadSectionWidgets.mockImplementation(async (section) =>
      section === 'decisions'
        ? [
            {
              id: 'latest',
              load: async () => ({ default: () => <p>Latest judgments</p>, loadData: async () => undefined }),
            },
            {
              id: 'broken',
              load: async () => ({
                default: () => {
                  throw new Error('widget crashed');
                },
                loadData: async () => undefined,
              }),
            },
          ]
        : [{ id: 'press', load: () => Promise.reject(new Error('chunk missing')) }],
    );
    renderHome();
    expect(await screen.findByText('Latest judgments')).toBeVisible();
    await waitFor(() => expect(console.error).toHaveBeenCalled());
    expect(screen.getByRole('heading', { level: 1 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Find a judgment' })).toBeVisible();
  });

  it('keeps the widgets the site server drew as they are, and lets the router follow their links', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => {});
    setUpTestI18n('en', { shell: shellEn });
    const routes = [
      { index: true, element: <HomePage /> },
      { path: '*', element: <h1>Judgment 42/2026</h1> },
    ];
    const container = renderRoutesOnServer(routes, { url: '/en' });
    const place = container.querySelector('[data-widget-sections="decisions media"][data-widget-lang="en"]');
    const drawn = '<section aria-label="Latest judgments"><a href="/en/ARR/42/2026">Judgment 42/2026</a></section>';
    place!.innerHTML = drawn;

    const { router } = hydrateRoutes(container, routes, { url: '/en' });
    expect(within(screen.getByTestId('home-widgets')).getByRole('region').outerHTML).toBe(drawn);
    fireEvent.click(screen.getByRole('link', { name: 'Judgment 42/2026' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Judgment 42/2026' })).toBeVisible();
    expect(router.state.location.pathname).toBe('/en/ARR/42/2026');
    expect(loadSectionWidgets).not.toHaveBeenCalled();
    expect(errors).not.toHaveBeenCalled();
    container.remove();
  });

  it('adds the editorial introduction when the content block is there', async () => {
    fetchContent.mockResolvedValue({
      path: '/home',
      slug: 'home',
      dir: '',
      lang: 'en',
      title: 'The Constitutional Court of Belgium',
      toc: [],
      body: '<p>The Court checks that laws respect the Constitution.</p>',
    });
    renderHome();
    expect(await screen.findByRole('heading', { name: 'The Constitutional Court of Belgium', level: 2 })).toBeVisible();
    expect(screen.getByText('The Court checks that laws respect the Constitution.')).toBeVisible();
    expect(fetchContent).toHaveBeenCalledWith('en', 'home', {}, { optional: true });
  });

  it('goes without the editorial introduction when the block cannot be fetched', async () => {
    renderHome();
    await waitFor(() => expect(fetchContent).toHaveBeenCalled());
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'What are you looking for?',
    ]);
  });
});
