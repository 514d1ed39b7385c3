import { data, type RouteObject } from '@court/runtime';

/**
 * The last route of every section: any other path under the segments a section owns is the site's 404, drawn
 * by the shell's error card in the section's area (the loader's 404 reaches the route's error boundary).
 */
export const notFoundRoute: RouteObject = {
  path: '*',
  loader: () => {
    throw data('This page could not be found', { status: 404 });
  },
  Component: () => null,
};
