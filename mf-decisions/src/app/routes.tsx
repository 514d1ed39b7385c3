import { translationsLoader, type RouteObject } from '@court/shared';
import { SECTION_NAMESPACE } from '../config/i18n';
import { PATHS, PERMALINK_SEGMENT } from '../config/paths';
import { lazyLoader } from '../lib/lazy-loader';

const JUDGMENTS = PATHS.judgments;
const child = (path: string) => path.slice(JUDGMENTS.length + 1);
const notFound = { path: '*', lazy: () => import('./routes/not-found-route') };

/**
 * The Decisions section: the judgments, pending cases, upcoming judgments, CJEU preliminary rulings, the
 * agenda and the judgment permalink `/ARR/{number}/{year}`. Page modules are lazy, and each page's loader sits
 * in its own small chunk declared beside them, so the data and the page's code download at the same time.
 */
export const routes: RouteObject[] = [
  {
    id: 'decisions-judgments',
    path: JUDGMENTS,
    loader: translationsLoader(SECTION_NAMESPACE),
    children: [
      {
        index: true,
        loader: lazyLoader(() => import('./loaders/judgments-loader')),
        lazy: () => import('./routes/judgments-route'),
      },
      {
        path: child(PATHS.pendingCases),
        loader: lazyLoader(() => import('./loaders/pending-cases-loader')),
        lazy: () => import('./routes/pending-cases-route'),
      },
      {
        path: child(PATHS.upcoming),
        loader: lazyLoader(() => import('./loaders/upcoming-loader')),
        lazy: () => import('./routes/upcoming-route'),
      },
      {
        path: child(PATHS.preliminaryRulings),
        loader: lazyLoader(() => import('./loaders/preliminary-rulings-loader')),
        lazy: () => import('./routes/preliminary-rulings-route'),
      },
      notFound,
    ],
  },
  {
    id: 'decisions-agenda',
    path: PATHS.agenda,
    loader: translationsLoader(SECTION_NAMESPACE),
    children: [
      {
        index: true,
        loader: lazyLoader(() => import('./loaders/agenda-loader')),
        lazy: () => import('./routes/agenda-route'),
      },
      notFound,
    ],
  },
  {
    id: 'decisions-permalink',
    path: PERMALINK_SEGMENT,
    loader: translationsLoader(SECTION_NAMESPACE),
    children: [
      // `:second` is optional so the one-segment forms of older references (`2025-061`) are read too.
      {
        path: ':first/:second?',
        loader: lazyLoader(() => import('./loaders/judgment-loader')),
        lazy: () => import('./routes/judgment-route'),
      },
      notFound,
    ],
  },
];
