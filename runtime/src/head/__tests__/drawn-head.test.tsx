import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { beforeAll, describe, expect, it } from 'vitest';
import { COMMON_NAMESPACE } from '../../i18n/common-namespace';
import { applyLanguage, initI18n, loadTranslations } from '../../i18n/i18n';
import type { Locale } from '../../locale/locales';
import { useDescriptionMeta, useLanguageLinks, useMetaDescription, usePageLanguages } from '../head-tags';
import { startCollectingPageHead, takeCollectedPageHead } from '../page-head';
import { useDocumentTitle } from '../use-document-title';

const ORIGIN = 'https://court.example';

interface Declared {
  title?: string;
  description?: string;
  languages?: Locale[];
  children?: ReactNode;
}

/** A component of a page that says what it is, as the site's layouts and pages do. */
function Part({ title, description, languages, children }: Declared) {
  useDocumentTitle(title);
  useMetaDescription(description);
  usePageLanguages(languages);
  return <div>{children}</div>;
}

/** The page frame in the browser, which writes the page's description and its links into `<head>`. */
function Frame({ children }: { children: ReactNode }) {
  useLanguageLinks();
  useDescriptionMeta('Het Grondwettelijk Hof');
  return <>{children}</>;
}

/** The page at `path` drawn on the server: what it declared for `<head>`. */
function drawn(path: string, page: ReactNode) {
  startCollectingPageHead(`${ORIGIN}${path}?page=2#top`);
  renderToString(page);
  return takeCollectedPageHead();
}

/** What the HTML parser reads from the head the server wrote. */
function parsedHead(head: string) {
  const parsed = new DOMParser().parseFromString(`<head>${head}</head>`, 'text/html');
  return [...parsed.head.querySelectorAll('link')].map((link) => [
    link.getAttribute('rel'),
    link.getAttribute('hreflang'),
    link.getAttribute('href'),
  ]);
}

beforeAll(async () => {
  initI18n('nl');
  await loadTranslations('nl', [COMMON_NAMESPACE]);
  applyLanguage('nl');
});

describe('the head of a page drawn on the server', () => {
  it('holds the title and description the page sets, and its address in the languages it exists in', () => {
    const { title, description, head } = drawn(
      '/nl/ARR/43/2026',
      <Part title='Arrest 43/2026 "<b>"' description="Over de <belasting> & meer" languages={['nl', 'fr']} />,
    );
    expect(title).toBe('Arrest 43/2026 "<b>" – Grondwettelijk Hof van België');
    expect(description).toBe('Over de <belasting> & meer');
    expect(parsedHead(head)).toEqual([
      ['canonical', null, `${ORIGIN}/nl/ARR/43/2026`],
      ['alternate', 'nl', `${ORIGIN}/nl/ARR/43/2026`],
      ['alternate', 'fr', `${ORIGIN}/fr/ARR/43/2026`],
      ['alternate', 'x-default', `${ORIGIN}/ARR/43/2026`],
    ]);
  });

  it("has the court's name as the title of the home page, and every language where the page names none", () => {
    const { title, description, head } = drawn('/nl', <Part />);
    expect(title).toBe('Grondwettelijk Hof van België');
    expect(description).toBeUndefined();
    expect(parsedHead(head).map(([, hreflang]) => hreflang)).toEqual([null, 'de', 'en', 'fr', 'nl', 'x-default']);
  });

  it('holds what the browser shows once the page runs: the outermost part says what the page is', () => {
    const page = (
      <Part title="Zoeken" description="Zoek in de rechtspraak" languages={['nl']}>
        <Part title="Resultaten" description="Gevonden arresten" languages={['nl', 'de']} />
      </Part>
    );
    const { title, description, head } = drawn('/nl/search', page);
    expect(title).toBe('Zoeken – Grondwettelijk Hof van België');
    expect(description).toBe('Zoek in de rechtspraak');
    expect(parsedHead(head).map(([, hreflang]) => hreflang)).toEqual([null, 'nl', 'x-default']);

    document.head.innerHTML = head;
    const router = createMemoryRouter([{ path: '*', element: <Frame>{page}</Frame> }], {
      initialEntries: ['/nl/search'],
    });
    render(<RouterProvider router={router} />);
    expect(document.title).toBe(title);
    expect(document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content).toBe(description);
    // The browser took over the links the server wrote: one of each, no second canonical.
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[hreflang]')).toHaveLength(2);
  });

  it('is empty when nothing was drawn, and nothing is kept outside a render on the server', () => {
    renderToString(<Part title="Elders" description="Elders" />);
    expect(takeCollectedPageHead()).toEqual({ head: '' });
  });
});
