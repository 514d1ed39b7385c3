import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Locale } from '../../locale/locales';
import {
  searchFeedPath,
  useAtomFeed,
  useDescriptionMeta,
  useLanguageLinks,
  useMetaDescription,
  usePageLanguages,
} from '../head-tags';

const origin = window.location.origin;

function Frame({ children }: { children?: React.ReactNode }) {
  useLanguageLinks();
  useDescriptionMeta('The court');
  return <>{children}</>;
}

function Page({ languages, description }: { languages?: Locale[]; description?: string }) {
  usePageLanguages(languages);
  useMetaDescription(description);
  useAtomFeed('judgments', 'Nieuwe arresten');
  return <h1>Page</h1>;
}

function Described({ description }: { description: string }) {
  useMetaDescription(description);
  return <h1>{description}</h1>;
}

function renderAt(url: string, page: React.ReactElement) {
  const router = createMemoryRouter(
    [
      { path: '/:lang/judgment', element: <Frame>{page}</Frame> },
      { path: '/:lang/agenda', element: <Frame>{<Described description="De zittingen van het Hof" />}</Frame> },
      { path: '/:lang/*', element: <Frame /> },
    ],
    { initialEntries: [url] },
  );
  return { ...render(<RouterProvider router={router} />), router };
}

const links = (selector: string) =>
  [...document.head.querySelectorAll<HTMLLinkElement>(selector)].map((link) => [
    link.getAttribute('hreflang') ?? link.getAttribute('title'),
    link.getAttribute('href'),
  ]);

describe('head tags', () => {
  afterEach(() =>
    document.head.querySelectorAll('[data-court-head], meta[name="description"]').forEach((e) => e.remove()),
  );

  it('gives every page its canonical address and one alternate per language, plus x-default', () => {
    renderAt('/fr/rule/anonymization-policy?x=1', <span />);
    expect(links('link[rel="canonical"]')).toEqual([[null, `${origin}/fr/rule/anonymization-policy`]]);
    expect(links('link[rel="alternate"][hreflang]')).toEqual([
      ['de', `${origin}/de/rule/anonymization-policy`],
      ['en', `${origin}/en/rule/anonymization-policy`],
      ['fr', `${origin}/fr/rule/anonymization-policy`],
      ['nl', `${origin}/nl/rule/anonymization-policy`],
      ['x-default', `${origin}/rule/anonymization-policy`],
    ]);
  });

  it('names only the languages a page exists in, offers its feed and describes each page until it goes', async () => {
    const { router } = renderAt('/nl/judgment', <Page languages={['nl', 'fr']} description="Arrest 12/2024" />);
    expect(links('link[rel="alternate"][hreflang]').map(([lang]) => lang)).toEqual(['nl', 'fr', 'x-default']);
    expect(links('link[type="application/atom+xml"]')).toEqual([
      ['Nieuwe arresten', '/api/v1/feeds/nl/judgments.atom'],
    ]);
    const meta = () => document.head.querySelectorAll<HTMLMetaElement>('meta[name="description"]');
    expect(meta()).toHaveLength(1);
    expect(meta()[0]!.content).toBe('Arrest 12/2024');

    await act(() => router.navigate('/nl/agenda'));
    expect(meta()[0]!.content).toBe('De zittingen van het Hof');

    await act(() => router.navigate('/nl/rule'));
    expect(links('link[rel="alternate"][hreflang]').map(([lang]) => lang)).toEqual([
      'de',
      'en',
      'fr',
      'nl',
      'x-default',
    ]);
    expect(links('link[rel="canonical"]')).toEqual([[null, `${origin}/nl/rule`]]);
    expect(links('link[type="application/atom+xml"]')).toEqual([]);
    // A page without a description of its own shows the site's, not the one of the page before.
    expect(meta()[0]!.content).toBe('The court');
  });

  it('builds the feed of a search from the query the search page sends', () => {
    expect(searchFeedPath('fr', 'full-text-judgments', '?term=imp%C3%B4t&sort=date')).toBe(
      '/api/v1/feeds/fr/search/full-text-judgments.atom?term=imp%C3%B4t&sort=date',
    );
  });
});
