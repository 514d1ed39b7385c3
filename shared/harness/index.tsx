import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import {
  COMMON_NAMESPACE,
  createBrowserRouter,
  DEFAULT_LOCALE,
  initI18n,
  isLocale,
  loadTranslations,
  localeOfPath,
  redirect,
  RouterProvider,
  type RouteObject,
} from '@court/runtime';
import '@court/shared/tokens.css';
import { HarnessFrame } from './harness-frame';

export interface HarnessOptions {
  /** The section's federation name, shown in the harness header. */
  section: string;
  routes: RouteObject[];
  /** Where `/` leads, relative to the language (e.g. `rule`). */
  startPath: string;
}

/**
 * Runs one section alone on its own dev server: the section's routes under `/:lang` in a minimal frame,
 * with the same shared singletons as in the shell. Only the standalone build uses it.
 */
export function startSectionHarness({ section, routes, startPath }: HarnessOptions): void {
  const locale = localeOfPath(window.location.pathname) ?? DEFAULT_LOCALE;
  initI18n(locale);
  const router = createBrowserRouter([
    { path: '/', loader: () => redirect(`/${DEFAULT_LOCALE}/${startPath}`) },
    {
      path: '/:lang',
      loader: async ({ params }) => {
        if (!isLocale(params.lang)) throw new Response('Unknown language', { status: 404 });
        await loadTranslations(params.lang, [COMMON_NAMESPACE]);
        return null;
      },
      element: <HarnessFrame section={section} startPath={startPath} />,
      children: routes,
    },
  ]);
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
}
