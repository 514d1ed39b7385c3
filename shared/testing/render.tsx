import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';
import { render, type RenderResult } from '@testing-library/react';
import type { ResourceKey } from 'i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { applyLanguage, i18n, initI18n, resetSessionStore, type Locale } from '@court/runtime';
import commonDe from '@court/runtime/locales/de.json';
import commonEn from '@court/runtime/locales/en.json';
import commonFr from '@court/runtime/locales/fr.json';
import commonNl from '@court/runtime/locales/nl.json';

const COMMON: Record<Locale, ResourceKey> = { de: commonDe, en: commonEn, fr: commonFr, nl: commonNl };

/**
 * Prepares the shared i18n instance for a test with real translations: the common namespace plus the app's
 * own bundles, e.g. `setUpTestI18n('nl', { rules: rulesNl })`.
 */
export function setUpTestI18n(locale: Locale, bundles: Record<string, ResourceKey> = {}): void {
  initI18n(locale);
  i18n.addResourceBundle(locale, 'common', COMMON[locale], true, true);
  for (const [namespace, bundle] of Object.entries(bundles))
    i18n.addResourceBundle(locale, namespace, bundle, true, true);
  applyLanguage(locale);
}

export interface RenderRouteOptions {
  /** The URL the memory router starts at, e.g. `/nl/rule`. */
  url: string;
  /** Addresses visited before `url`, oldest first, so that going back has somewhere to go. */
  previous?: string[];
}

/**
 * Renders routes as a visitor would meet them: inside a `/:lang` route, at a URL. Use it to render a whole
 * page and find things by role.
 */
export function renderRoutes(
  routes: RouteObject[],
  { url, previous = [] }: RenderRouteOptions,
): RenderResult & { router: ReturnType<typeof createMemoryRouter> } {
  const router = createMemoryRouter([{ path: '/:lang', children: routes }], {
    initialEntries: [...previous, url],
    initialIndex: previous.length,
  });
  return { ...render(<RouterProvider router={router} />), router };
}

/**
 * The HTML a server draws for routes at a URL (no effect runs), parsed into a detached container: what a
 * browser shows before its scripts run, or without them.
 */
export function renderRoutesOnServer(routes: RouteObject[], { url }: Pick<RenderRouteOptions, 'url'>): HTMLElement {
  const router = createMemoryRouter([{ path: '/:lang', children: routes }], { initialEntries: [url] });
  const container = document.createElement('div');
  container.innerHTML = renderToString(<RouterProvider router={router} />);
  return container;
}

/**
 * Hydrates the server's HTML of `renderRoutesOnServer` as a browser does: React takes the markup over in place,
 * and reports (with `console.error`) any place where its first render draws something else.
 */
export function hydrateRoutes(container: HTMLElement, routes: RouteObject[], { url }: Pick<RenderRouteOptions, 'url'>) {
  const router = createMemoryRouter([{ path: '/:lang', children: routes }], { initialEntries: [url] });
  document.body.appendChild(container);
  return { ...render(<RouterProvider router={router} />, { container, hydrate: true }), router };
}

/** Renders one element inside a router at `/{locale}` (for components that use links or the locale). */
export function renderWithLocale(element: ReactElement, locale: Locale = 'en'): RenderResult {
  const router = createMemoryRouter([{ path: '/:lang/*', element }], { initialEntries: [`/${locale}`] });
  return render(<RouterProvider router={router} />);
}

/** Resets the shared stores between tests. */
export function resetSharedState(): void {
  resetSessionStore();
}
