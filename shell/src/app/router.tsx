import { createBrowserRouter, SORRY_PATH, type RouteObject } from '@court/runtime';
import { createSectionRoutePatcher, FRAME_ROUTE_ID } from '../federation/patch-section-routes';
import type { RemoteConfig } from '../federation/remote-config';
import type { SectionName } from '../federation/sections';
import { authRoutes } from '../features/auth/routes';
import { RouteErrorCard } from '../features/errors/route-error-card';
import { localeLoader, rootRedirectLoader } from '../features/locale/locale-loader';
import { FrameFallback } from './frame-fallback';
import { PageFrame } from './page-frame';
import { NotFoundPage } from './routes/not-found-page';
import { SorryPage } from './routes/sorry-page';
import { sorryLoader } from './routes/sorry-route';

/** Each section's routes sit in a pathless route whose error element keeps failures inside the section. */
function wrapSection(section: SectionName, routes: RouteObject[]): RouteObject {
  return { id: `section-${section}`, errorElement: <RouteErrorCard scope="section" />, children: routes };
}

/**
 * The route tree of the site. The shell owns `/`, `/sorry`, the frame under `/:lang`, the home page and the
 * 404 page; sections' routes are discovered on navigation (see federation/patch-section-routes.ts).
 */
export function createAppRouter(config: RemoteConfig) {
  const routes: RouteObject[] = [
    { path: '/', loader: rootRedirectLoader, HydrateFallback: () => null },
    {
      path: SORRY_PATH,
      loader: sorryLoader,
      element: <SorryPage />,
      HydrateFallback: () => null,
      errorElement: <RouteErrorCard />,
    },
    {
      id: 'lang',
      path: '/:lang',
      loader: localeLoader,
      element: <PageFrame />,
      HydrateFallback: FrameFallback,
      errorElement: <RouteErrorCard />,
      children: [
        {
          id: FRAME_ROUTE_ID,
          errorElement: <RouteErrorCard />,
          children: [
            { index: true, lazy: () => import('./routes/home-route') },
            ...authRoutes,
            { path: '*', element: <NotFoundPage /> },
          ],
        },
      ],
    },
  ];
  return createBrowserRouter(routes, {
    patchRoutesOnNavigation: createSectionRoutePatcher(config, wrapSection),
  });
}
