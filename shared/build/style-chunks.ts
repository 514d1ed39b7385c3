import type { Chunk, ChunkGroup } from 'webpack';

/** The chunk group of what a section exposes as `./routes` (the federation plugin names it so). */
const ROUTES_EXPOSE = '__federation_expose_routes';

/** Whether `group` is the routes' group or is loaded from it (a page of the section behind its lazy route). */
function comesFromRoutes(group: ChunkGroup, seen = new Set<ChunkGroup>()): boolean {
  if (group.name === ROUTES_EXPOSE) return true;
  seen.add(group);
  return group.getParents().some((parent) => !seen.has(parent) && comesFromRoutes(parent, seen));
}

const isRoutesChunk = (chunk: Chunk): boolean => [...chunk.groupsIterable].some((group) => comesFromRoutes(group));

/**
 * The styles of an app in one file, where the first screen needs them: a page drawn by the server waits for
 * every stylesheet in its head before it paints, and a section's page used to name a file per lazy chunk
 * (ten on a court page, each a round trip on a slow connection for a few hundred bytes). The shell's styles
 * are one file, loaded at start-up with the frame; a section's, those of its routes and their pages, one file
 * that the server names with the page (site-server/src/site/section-pages.ts), and which the section's
 * chunks then find already there. A section's home-page widgets keep their own small files: the home page
 * should not fetch the styles of every page of the section. The whole of an app's styles is about 6 to 11 KB
 * gzip, less than one more round trip costs.
 */
export function styleChunks(role: 'host' | 'remote') {
  return {
    styles: {
      name: role === 'host' ? 'styles' : 'routes-styles',
      type: 'css/mini-extract',
      chunks: role === 'host' ? ('all' as const) : isRoutesChunk,
      enforce: true,
    },
  };
}
