import type { LoaderFunctionArgs } from '@court/shared';

type LoaderModule = { loader: (args: LoaderFunctionArgs) => unknown };

/**
 * A route loader kept in its own small chunk. Declared on the route beside `lazy`, React Router runs it in
 * parallel with the download of the page's component, so the data is not fetched only after the page's code
 * has arrived.
 */
export function lazyLoader(load: () => Promise<LoaderModule>) {
  return async (args: LoaderFunctionArgs) => (await load()).loader(args);
}
