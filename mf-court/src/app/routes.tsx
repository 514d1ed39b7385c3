import { translationsLoader, type RouteObject } from '@court/runtime';
import { notFoundRoute } from '@court/shared';
import { courtPaths, JOB_OFFER_SEGMENTS, LEGAL_PAGES } from '@court/site-map';
import { COURT_NAMESPACE } from '../config/i18n';

const presentation = () => import('./routes/presentation-route');
const jobOffers = () => import('./routes/job-offers-route');

/** A page's path relative to the section's route, `court/`: children of a route are written without it. */
const underCourt = (path: string) => path.slice(`${courtPaths.root()}/`.length);

/**
 * The Court section (DESIGN.md section 1): `/court/**` and the pages linked from the header and footer.
 * Page modules are lazy; each loads its text and data in its loader, so a page renders complete.
 */
export const routes: RouteObject[] = [
  {
    id: 'court',
    path: courtPaths.root(),
    loader: translationsLoader(COURT_NAMESPACE),
    children: [
      { index: true, lazy: presentation },
      { path: underCourt(courtPaths.presentation()), lazy: presentation },
      {
        path: underCourt(courtPaths.presentation('organization')),
        lazy: () => import('./routes/organization-route'),
      },
      { path: underCourt(courtPaths.presentation('members')), lazy: () => import('./routes/members-route') },
      {
        path: `${underCourt(courtPaths.presentation('members'))}/:id`,
        lazy: () => import('./routes/member-route'),
      },
      {
        path: `${underCourt(courtPaths.presentation())}/:page`,
        lazy: () => import('./routes/presentation-text-route'),
      },
      { path: underCourt(courtPaths.basicTexts()), lazy: () => import('./routes/basic-texts-route') },
      {
        path: underCourt(courtPaths.constitutionTable()),
        lazy: () => import('./routes/constitution-table-route'),
      },
      { path: `${underCourt(courtPaths.basicTexts())}/:token`, lazy: () => import('./routes/basic-text-route') },
      { path: `${underCourt(courtPaths.publications())}/:kind`, lazy: () => import('./routes/publications-route') },
      ...JOB_OFFER_SEGMENTS.map((segment) => ({ path: underCourt(courtPaths.jobOffers(segment)), lazy: jobOffers })),
      { path: underCourt(courtPaths.openData()), lazy: () => import('../features/open-data/open-data-route') },
      notFoundRoute,
    ],
  },
  ...LEGAL_PAGES.map((page) => ({
    id: `court-${page}`,
    path: courtPaths.legal(page),
    loader: translationsLoader(COURT_NAMESPACE),
    children: [{ index: true, lazy: () => import('./routes/legal-page-route') }],
  })),
];
