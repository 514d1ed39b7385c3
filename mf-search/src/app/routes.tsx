import { translationsLoader, type RouteObject } from '@court/runtime';
import { SEARCH_NAMESPACE } from '../config/i18n';
import { SEARCH_ROOT } from '../config/paths';

/**
 * The Search section: `/search` and one page per kind of search. Page modules are lazy, so the section's entry
 * stays small; each page's loader reads the query from the URL and runs the search before the page renders.
 */
export const routes: RouteObject[] = [
  {
    id: 'search',
    path: SEARCH_ROOT,
    loader: translationsLoader(SEARCH_NAMESPACE),
    children: [
      { index: true, lazy: () => import('./routes/search-index-route') },
      { path: 'full-text-judgment', lazy: () => import('./routes/full-text-judgment-route') },
      { path: 'judgment-keyword-summary', lazy: () => import('./routes/judgment-keyword-summary-route') },
      { path: 'judgment', lazy: () => import('./routes/judgment-route') },
      { path: 'judgments-and-pending-cases', lazy: () => import('./routes/case-search-route') },
      { path: 'standard', lazy: () => import('./routes/standard-route') },
      { path: 'table-of-content', lazy: () => import('./routes/table-of-content-route') },
      { path: '*', lazy: () => import('./routes/not-found-route') },
    ],
  },
];
