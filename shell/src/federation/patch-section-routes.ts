import type { PatchRoutesOnNavigationFunction, RouteObject } from 'react-router';
import { isLocale } from '@court/runtime';
import type { RemoteConfig } from './remote-config';
import { loadSectionRoutes } from './section-loader';
import { sectionOfPath, type SectionName } from './sections';

/** Id of the route under which every section's routes are placed (inside the page frame). */
export const FRAME_ROUTE_ID = 'frame';

/** Wraps a section's routes so that an error inside them stays inside the section's area. */
export type SectionRouteWrapper = (section: SectionName, routes: RouteObject[]) => RouteObject;

/**
 * Lazy route discovery: the first time a visitor reaches a path owned by a section, that section's remote is
 * loaded and its routes are patched into the router. Sections nobody visits are never downloaded.
 */
export function createSectionRoutePatcher(
  config: RemoteConfig,
  wrap: SectionRouteWrapper,
): PatchRoutesOnNavigationFunction {
  const patched = new Set<SectionName>();
  const inFlight = new Map<SectionName, Promise<void>>();

  return async ({ path, patch }) => {
    const pathname = path.split(/[?#]/)[0] ?? path;
    if (!isLocale(pathname.split('/')[1])) return;
    const section = sectionOfPath(pathname);
    if (!section || patched.has(section)) return;

    let loading = inFlight.get(section);
    if (!loading) {
      loading = loadSectionRoutes(section, config).then((module) => {
        if (module && !patched.has(section)) {
          patch(FRAME_ROUTE_ID, [wrap(section, module.routes)]);
          patched.add(section);
        }
      });
      inFlight.set(section, loading);
      void loading.finally(() => inFlight.delete(section));
    }
    await loading;
  };
}
