import type { ReactElement } from 'react';
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

/** Renders one element inside a router at `/{locale}` (for components that use links or the locale). */
export function renderWithLocale(element: ReactElement, locale: Locale = 'en'): RenderResult {
  const router = createMemoryRouter([{ path: '/:lang/*', element }], { initialEntries: [`/${locale}`] });
  return render(<RouterProvider router={router} />);
}

/** Resets the shared stores between tests. */
export function resetSharedState(): void {
  resetSessionStore();
}
