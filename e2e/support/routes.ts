import type { APIRequestContext } from '@playwright/test';
import { courtPaths, decisionsPaths, localized, searchPaths, SITE_PAGES } from '@court/site-map';
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
  return courtPaths.member(id);
};

const judgment: PathFinder = async (api, locale) => {
  const { number, year } = await firstItem<{ number: number; year: number }>(
    api,
    `/api/v1/juris/judgments?lang=${locale}&pageSize=1`,
  );
  return decisionsPaths.judgment({ year, number });
};

/** A case-law search with hits: the roll number of a judgment (every language finds it). */
const searchWithHits: PathFinder = async (api, locale) => {
  const { rollNumbers } = await firstItem<{ rollNumbers: string[] }>(
    api,
    `/api/v1/juris/judgments?lang=${locale}&pageSize=1`,
  );
  return `${searchPaths.page('judgments-and-pending-cases')}?rollNumber=${encodeURIComponent(rollNumbers[0]!)}`;
};

/**
 * Every page a visitor can reach, in every language: the site map's pages with a fixed address, one real
 * item of each kind of item page, and an address that does not exist. Pages that only redirect (`/auth`,
 * `/auth/login`, `/auth/logout`) have nothing of their own to show and are walked by the login tests instead.
 */
export const SITE_ROUTES: readonly SiteRoute[] = [
  // The press console's pages send everyone to the staff login: its own tests walk them (press-console.spec.ts).
  ...SITE_PAGES.filter((page) => !page.staffOnly).map(({ path, loginRequired }) => ({ path, loginRequired })),
  { name: '/{lang}/court/presentation/members/{id}', path: member },
  { name: '/{lang}/ARR/{number}/{year}', path: judgment },
  { name: '/{lang}/search/judgments-and-pending-cases?rollNumber={roll number}', path: searchWithHits },
  // The 404 card.
  { path: 'no-such-page' },
];

/** The route's name in test titles. */
export function routeName(route: SiteRoute): string {
  return 'name' in route ? route.name : `/{lang}/${route.path}`;
}

/** The path of a route in one language, with its real item found through the API where it has one. */
export async function routePath(route: SiteRoute, api: APIRequestContext, locale: Locale): Promise<string> {
  return localized(locale, typeof route.path === 'string' ? route.path : await route.path(api, locale));
}
