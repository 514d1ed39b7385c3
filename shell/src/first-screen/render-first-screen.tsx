// Runs in the site server (Node), built into dist/server/ (see webpack.config.ts); never in the browser.
import { createContext, useContext } from 'react';
import { renderToString } from 'react-dom/server';
// Node only: the static router stays out of @court/shared, whose browser build ships every routing export.
// eslint-disable-next-line no-restricted-imports -- see above
import {
  createStaticHandler,
  createStaticRouter,
  StaticRouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router';
import {
  applyLanguage,
  COMMON_NAMESPACE,
  i18n,
  initI18n,
  isLocale,
  LOCALE_INFO,
  loadTranslations,
  localeOfPath,
  Outlet,
  registerTranslations,
} from '@court/runtime';
import { startCollectingPageHead, takeCollectedPageHead, type DrawnPageHead } from '@court/runtime/page-head';
import { LoadingState } from '@court/shared';
import { ownerOfPath } from '@court/site-map';
import { NotFoundPage, SectionUnavailableCard } from '../app/routes/not-found-page';
import { SiteLayout } from '../app/site-layout';
import { visitorIndependentAuthRoutes } from '../features/auth/routes';
import { useConsentStore } from '../features/consent/consent-store';
import { HomePage } from '../features/home/home-page';
import { SHELL_NAMESPACE } from '../features/locale/locale-loader';

registerTranslations(SHELL_NAMESPACE, (locale) => import(`../locales/${locale}.json`));

/**
 * What a page shows before its scripts run, as the shell draws it, and the head of the shell's own page (home,
 * not found): its title, its description or else what the site offers (as the page frame writes it), its links.
 */
export interface FirstScreen extends DrawnPageHead {
  /** `<html lang>` of the page. */
  htmlLang: string;
  /** The frame, around the shell's own page (home, not found) or, on any other page, a loading state. */
  markup: string;
  /** The markup of that loading state, which the page itself replaces when its section drew it. */
  loading?: string;
  /**
   * The page's place holds its section's error card: the browser draws the page anew once it has tried the
   * section itself (its own error says more, and the section may be back).
   */
  unavailable?: true;
}

/** Why the section of the page cannot be loaded, when the site server knows it cannot (see renderFirstScreen). */
const UnavailableSection = createContext<string | undefined>(undefined);

/**
 * Any other page: a section's, whose place holds a loading state until the section draws it (in the HTML, on
 * the site server; in the browser, once its code is there) or, when the section cannot be loaded, its error
 * card; a page of the login area that depends on the visitor's login, drawn in the browser; or the 404 page of
 * an address nobody owns.
 */
function OtherPage() {
  const { pathname } = useLocation();
  const unavailable = useContext(UnavailableSection);
  if (!ownerOfPath(pathname)) return <NotFoundPage />;
  return unavailable === undefined ? <LoadingState /> : <SectionUnavailableCard technicalMessage={unavailable} />;
}

/**
 * The frame as the client's first render draws it for this path (its menus tell where the page is): header,
 * footer and cookie banner, around the home page, the login and logged-out pages, the 404 page, or the loading
 * state a section's page shows until its section and data are there (`FrameFallback`).
 */
const routes: RouteObject[] = [
  {
    path: '/:lang',
    element: (
      <SiteLayout>
        <Outlet />
      </SiteLayout>
    ),
    children: [
      { index: true, element: <HomePage /> },
      ...visitorIndependentAuthRoutes,
      { path: '*', element: <OtherPage /> },
    ],
  },
];
const handler = createStaticHandler(routes);

/**
 * The first screen of a page of the site (at `origin`, the site's address); undefined outside a language.
 * `unavailableSection`: why the section of the page cannot be loaded, when the site server knows it cannot (its
 * files should be served there and are not): the page's place then holds the section's error card.
 */
export async function renderFirstScreen(
  pathname: string,
  { withBanner, origin, unavailableSection }: { withBanner: boolean; origin: string; unavailableSection?: string },
): Promise<FirstScreen | undefined> {
  const locale = localeOfPath(pathname);
  if (!isLocale(locale)) return undefined;
  initI18n(locale);
  await loadTranslations(locale, [COMMON_NAMESPACE, SHELL_NAMESPACE]);
  const context = await handler.query(new Request(new URL(pathname, 'http://localhost')));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  // From here on synchronous: the language and the banner's state are the module's, shared by every render.
  applyLanguage(locale);
  useConsentStore.setState({ status: withBanner ? 'undecided' : 'accepted' });
  const loading = renderToString(<LoadingState />);
  startCollectingPageHead(new URL(pathname, origin).href);
  const markup = renderToString(
    <UnavailableSection.Provider value={unavailableSection}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </UnavailableSection.Provider>,
  );
  const { title, description = i18n.t('siteDescription', { ns: COMMON_NAMESPACE }), head } = takeCollectedPageHead();
  return {
    htmlLang: LOCALE_INFO[locale].iso,
    markup,
    loading: markup.includes(loading) ? loading : undefined,
    ...(unavailableSection !== undefined && ownerOfPath(pathname) ? { unavailable: true as const } : {}),
    title,
    description,
    head,
  };
}
