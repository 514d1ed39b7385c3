import { translationsLoader, type RouteObject } from '@court/runtime';
import { notFoundRoute } from '@court/shared';
import { decisionsPaths, PERMALINK_SEGMENT } from '@court/site-map';
import { SECTION_NAMESPACE } from '../config/i18n';
import { loader as agendaLoader } from './loaders/agenda-loader';
import { loader as judgmentLoader } from './loaders/judgment-loader';
import { loader as judgmentsLoader } from './loaders/judgments-loader';
import { loader as pendingCasesLoader } from './loaders/pending-cases-loader';
import { loader as preliminaryRulingsLoader } from './loaders/preliminary-rulings-loader';
import { loader as upcomingLoader } from './loaders/upcoming-loader';

const JUDGMENTS = decisionsPaths.judgments();
const child = (path: string) => path.slice(JUDGMENTS.length + 1);

/**
 * The Decisions section: the judgments, pending cases, upcoming judgments, CJEU preliminary rulings, the
 * agenda and the judgment permalink `/ARR/{number}/{year}`. Page modules are lazy; the loaders (a few hundred
 * bytes, API calls only) come with the routes, so a page's data is requested while its code downloads.
 */
export const routes: RouteObject[] = [
  {
    id: 'decisions-judgments',
    path: JUDGMENTS,
    loader: translationsLoader(SECTION_NAMESPACE),
    children: [
      {
        index: true,
        loader: judgmentsLoader,
        lazy: () => import('./routes/judgments-route'),
      },
      {
        path: child(decisionsPaths.pendingCases()),
        loader: pendingCasesLoader,
        lazy: () => import('./routes/pending-cases-route'),
      },
      {
        path: child(decisionsPaths.upcoming()),
        loader: upcomingLoader,
        lazy: () => import('./routes/upcoming-route'),
      },
      {
        path: child(decisionsPaths.preliminaryRulings()),
        loader: preliminaryRulingsLoader,
        lazy: () => import('./routes/preliminary-rulings-route'),
      },
      notFoundRoute,
    ],
  },
  {
    id: 'decisions-agenda',
    path: decisionsPaths.agenda(),
    loader: translationsLoader(SECTION_NAMESPACE),
    children: [
      {
        index: true,
        loader: agendaLoader,
        lazy: () => import('./routes/agenda-route'),
      },
      notFoundRoute,
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
        loader: judgmentLoader,
        lazy: () => import('./routes/judgment-route'),
      },
      notFoundRoute,
    ],
  },
];
