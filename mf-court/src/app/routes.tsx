import { translationsLoader, type RouteObject } from '@court/runtime';
import { COURT_NAMESPACE } from '../config/i18n';
import { COURT_ROOT, CONSTITUTION_TABLE_SEGMENT, JOB_OFFER_SEGMENTS, LEGAL_PAGES } from '../config/paths';

const presentation = () => import('./routes/presentation-route');
const jobOffers = () => import('./routes/job-offers-route');

/**
 * The Court section (DESIGN.md section 1): `/court/**` and the pages linked from the header and footer.
 * Page modules are lazy; each loads its text and data in its loader, so a page renders complete.
 */
export const routes: RouteObject[] = [
  {
    id: 'court',
    path: COURT_ROOT,
    loader: translationsLoader(COURT_NAMESPACE),
    children: [
      { index: true, lazy: presentation },
      { path: 'presentation', lazy: presentation },
      { path: 'presentation/organization', lazy: () => import('./routes/organization-route') },
      { path: 'presentation/members', lazy: () => import('./routes/members-route') },
      { path: 'presentation/members/:id', lazy: () => import('./routes/member-route') },
      { path: 'presentation/:page', lazy: () => import('./routes/presentation-text-route') },
      { path: 'basic-text', lazy: () => import('./routes/basic-texts-route') },
      { path: `basic-text/${CONSTITUTION_TABLE_SEGMENT}`, lazy: () => import('./routes/constitution-table-route') },
      { path: 'basic-text/:token', lazy: () => import('./routes/basic-text-route') },
      { path: 'publications/:kind', lazy: () => import('./routes/publications-route') },
      ...JOB_OFFER_SEGMENTS.map((segment) => ({ path: segment, lazy: jobOffers })),
      { path: 'open-data', lazy: () => import('../features/open-data/open-data-route') },
    ],
  },
  ...LEGAL_PAGES.map((page) => ({
    id: `court-${page}`,
    path: page,
    loader: translationsLoader(COURT_NAMESPACE),
    children: [{ index: true, lazy: () => import('./routes/legal-page-route') }],
  })),
];
