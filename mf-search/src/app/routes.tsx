import { translationsLoader, type RouteObject } from '@court/runtime';
import { notFoundRoute } from '@court/shared';
import { SEARCH_PAGES, searchPaths, type SearchPage } from '@court/site-map';
import { SEARCH_NAMESPACE } from '../config/i18n';

/** The route module of each search page of the site map (a page left out does not typecheck). */
const PAGE_MODULES = {
  'full-text-judgment': () => import('./routes/full-text-judgment-route'),
  'judgment-keyword-summary': () => import('./routes/judgment-keyword-summary-route'),
  judgment: () => import('./routes/judgment-route'),
  'judgments-and-pending-cases': () => import('./routes/case-search-route'),
  standard: () => import('./routes/standard-route'),
  'table-of-content': () => import('./routes/table-of-content-route'),
} satisfies Record<SearchPage, RouteObject['lazy']>;

/**
 * The Search section: `/search` and one page per kind of search. Page modules are lazy, so the section's entry
 * stays small; each page's loader reads the query from the URL and runs the search before the page renders.
 */
export const routes: RouteObject[] = [
  {
    id: 'search',
    path: searchPaths.root(),
    loader: translationsLoader(SEARCH_NAMESPACE),
    children: [
      { index: true, lazy: () => import('./routes/search-index-route') },
      ...SEARCH_PAGES.map((page) => ({ path: page, lazy: PAGE_MODULES[page] })),
      // The pages the links of the alert e-mails lead to (searchPaths.alertConfirmation, alertUnsubscription).
      { path: 'alerts/confirm', lazy: () => import('./routes/alert-confirmation-route') },
      { path: 'alerts/unsubscribe', lazy: () => import('./routes/alert-unsubscription-route') },
      notFoundRoute,
    ],
  },
];
