import type { APIRequestContext } from '@playwright/test';
import type { Locale } from './site';

/** Finds a real item of the seeded data through the API, so no test depends on an id that may not exist. */
type PathFinder = (api: APIRequestContext, locale: Locale) => Promise<string>;

/** A page whose path is fixed: the path after `/{lang}/` (`''` is the home page). */
interface FixedRoute {
  path: string;
  /** Shown only to a citizen who is logged in (everyone else gets the 401 card). */
  loginRequired?: boolean;
}

/** A page about one item (a member, a judgment…): how tests name it, and how to find a real one. */
interface ItemRoute {
  name: string;
  path: PathFinder;
  loginRequired?: undefined;
}

/** One page of the site, as a visitor reaches it. */
export type SiteRoute = FixedRoute | ItemRoute;

async function firstItem<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url);
  if (!response.ok()) throw new Error(`${url} answered ${response.status()}`);
  const { items } = (await response.json()) as { items: T[] };
  if (!items[0]) throw new Error(`${url} has no items`);
  return items[0];
}

const member: PathFinder = async (api, locale) => {
  const { id } = await firstItem<{ id: string }>(api, `/api/v1/members?lang=${locale}`);
  return `court/presentation/members/${encodeURIComponent(id)}`;
};

const judgment: PathFinder = async (api, locale) => {
  const { number, year } = await firstItem<{ number: number; year: number }>(
    api,
    `/api/v1/juris/judgments?lang=${locale}&pageSize=1`,
  );
  return `ARR/${number}/${year}`;
};

/** A case-law search with hits: the roll number of a judgment (every language finds it). */
const searchWithHits: PathFinder = async (api, locale) => {
  const { rollNumbers } = await firstItem<{ rollNumbers: string[] }>(
    api,
    `/api/v1/juris/judgments?lang=${locale}&pageSize=1`,
  );
  return `search/judgments-and-pending-cases?rollNumber=${encodeURIComponent(rollNumbers[0]!)}`;
};

const each = (root: string, pages: readonly string[]) => pages.map((page) => `${root}/${page}`);

/**
 * The map of the site (product spec section 2): every page a visitor can reach, in every language. Pages that
 * only redirect (`/auth`, `/auth/login`, `/auth/logout`) have nothing of their own to show and are walked by
 * the login tests instead.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  // The shell: home and the login area.
  { path: '' },
  { path: 'auth/callback' },
  { path: 'logout' },
  { path: 'admin', loginRequired: true },
  { path: 'admin/apage', loginRequired: true },
  { path: 'auth/FormWizard', loginRequired: true },

  // The Court.
  { path: 'court' },
  { path: 'court/presentation' },
  ...each('court/presentation', [
    'accomodation',
    'eproc',
    'history-of-the-court',
    'how-the-court-operates',
    'international-relations-of-the-court',
    'jurisdiction',
    'members',
    'organization',
    'procedure',
    'publications-on-the-court',
  ]).map((path) => ({ path })),
  { name: '/{lang}/court/presentation/members/{id}', path: member },
  { path: 'court/basic-text' },
  { path: 'court/basic-text/reference-arbitration' },
  { path: 'court/basic-text/table-of-the-articles-of-the-constitution-referred-to-by-the-constitutional-court' },
  ...each('court/publications', ['annual-reports', 'brochures', 'speeches', 'studies']).map((path) => ({ path })),
  { path: 'court/jobs' },
  { path: 'court/job-offers' },
  { path: 'court/open-data' },
  { path: 'contacts' },
  { path: 'disclaimer' },
  { path: 'privacy-policy' },
  { path: 'accessibility' },

  // Decisions.
  { path: 'judgments' },
  { path: 'judgments/pending-cases' },
  { path: 'judgments/upcoming' },
  { path: 'judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union' },
  { path: 'agenda' },
  { name: '/{lang}/ARR/{number}/{year}', path: judgment },

  // Press and media.
  { path: 'media' },
  ...each('media', [
    'general-press',
    'general-press-releases',
    'planning',
    'press-releases-concerning-the-judgments',
    'prize',
    'ronde',
    'video',
  ]).map((path) => ({ path })),
  { path: 'stay-informed' },
  { path: 'mailing' },

  // Rules.
  { path: 'rule' },
  ...each('rule', [
    'anonymization-policy',
    'others-info',
    'pleadings-procedure',
    'recommendations-to-the-judges-a-quo-and-the-parties',
  ]).map((path) => ({ path })),

  // Search.
  { path: 'search' },
  ...each('search', [
    'full-text-judgment',
    'judgment',
    'judgment-keyword-summary',
    'judgments-and-pending-cases',
    'standard',
    'table-of-content',
  ]).map((path) => ({ path })),
  { name: '/{lang}/search/judgments-and-pending-cases?rollNumber={roll number}', path: searchWithHits },

  // An address that does not exist: the 404 card.
  { path: 'no-such-page' },
];

/** The route's name in test titles. */
export function routeName(route: SiteRoute): string {
  return 'name' in route ? route.name : `/{lang}/${route.path}`;
}

/** The path of a route in one language, with its real item found through the API where it has one. */
export async function routePath(route: SiteRoute, api: APIRequestContext, locale: Locale): Promise<string> {
  const path = typeof route.path === 'string' ? route.path : await route.path(api, locale);
  return path ? `/${locale}/${path}` : `/${locale}`;
}
