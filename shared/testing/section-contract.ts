import { expect } from 'vitest';
import { matchRoutes, type RouteObject } from 'react-router';
import { ITEM_PAGE_EXAMPLES, SECTIONS, SITE_PAGES, type SectionName } from '@court/site-map';

function flatten(routes: RouteObject[], parent = ''): { route: RouteObject; fullPath: string }[] {
  return routes.flatMap((route) => {
    const fullPath = route.path ? (parent ? `${parent}/${route.path}` : route.path) : parent;
    return [{ route, fullPath }, ...flatten(route.children ?? [], fullPath)];
  });
}

/**
 * The contract of a section's `./routes` (DESIGN.md section 2): a list of React Router route objects with
 * paths relative to `/:lang`, only under the segments the section owns, whose page modules are lazy and
 * resolve to a component; every page of the site map the section owns has its own route (not a catch-all),
 * every fixed route path is a page of the site map or leads to one, and any other path under a route with
 * pages below it is the section's 404. Every section runs this in its contract test.
 */
export async function expectSectionRoutesContract(module: unknown, section: SectionName): Promise<void> {
  expect(module).toHaveProperty('routes');
  const routes = (module as { routes: unknown }).routes;
  expect(Array.isArray(routes)).toBe(true);
  const owned = SECTIONS.find((entry) => entry.name === section)!.segments as readonly string[];

  const topLevel = routes as RouteObject[];
  expect(topLevel.length).toBeGreaterThan(0);
  for (const route of topLevel) {
    expect(typeof route.path, 'every top-level route has a path').toBe('string');
    expect(route.path!.startsWith('/'), `${route.path} must be relative to /:lang`).toBe(false);
    expect(owned, `${route.path} must start with a segment the section owns`).toContain(route.path!.split('/')[0]);
  }

  for (const { route, fullPath } of flatten(topLevel)) {
    const rendersSomething = Boolean(route.lazy || route.Component || route.element || route.children?.length);
    expect(rendersSomething, `route ${fullPath || '(index)'} renders something`).toBe(true);
    if (typeof route.lazy === 'function') {
      const loaded = (await route.lazy()) as Partial<RouteObject>;
      expect(Boolean(loaded.Component || loaded.element), `lazy module of ${fullPath} has a Component`).toBe(true);
    }
  }

  expectRoutesMatchSiteMap(topLevel, section);
  for (const route of topLevel.filter((candidate) => candidate.children?.some((child) => !child.index))) {
    const unknown = `/${route.path}/no/such/page`;
    const leaf = matchRoutes(topLevel, unknown)?.at(-1)?.route;
    expect(leaf?.path, `${unknown} reaches the section's 404 route (notFoundRoute of @court/shared)`).toBe('*');
  }
}

function expectRoutesMatchSiteMap(routes: RouteObject[], section: SectionName): void {
  const pages = [...SITE_PAGES, ...ITEM_PAGE_EXAMPLES]
    .filter((page) => page.owner === section)
    .map((page) => page.path);
  for (const page of pages) {
    const matches = matchRoutes(routes, `/${page}`) ?? [];
    const leaf = matches.at(-1)?.route;
    expect(leaf && leaf.path !== '*', `the site map's page /${page} has a route of its own`).toBe(true);
  }
  const fixedPaths = flatten(routes)
    .map(({ fullPath }) => fullPath)
    .filter((fullPath) => fullPath && !/[:*]/.test(fullPath));
  for (const fullPath of fixedPaths) {
    const known = pages.some((page) => page === fullPath || page.startsWith(`${fullPath}/`));
    expect(known, `route ${fullPath} is a page of the site map`).toBe(true);
  }
}
