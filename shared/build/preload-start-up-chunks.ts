import HtmlWebpackPlugin from 'html-webpack-plugin';
import type { Chunk, ChunkGroup, Compiler } from 'webpack';

const PLUGIN = 'PreloadStartUpChunks';
const BOOTSTRAP_REQUEST = './bootstrap';
const CONTENT_HASH = /\.([0-9a-f]{8})\.css$/;

const hasScript = (chunk: Chunk) => [...chunk.files].some((file) => file.endsWith('.js'));

/** Chunk groups every first load needs: the app behind the async boundary, and the shared singletons. */
export function isStartUpGroup(group: ChunkGroup, bootstrapRequest = BOOTSTRAP_REQUEST): boolean {
  return group.origins.some(
    (origin) =>
      origin.request === bootstrapRequest ||
      // The singletons' own chunks, which the federation runtime loads before the app's first module runs.
      ['ConsumeSharedModule', 'ProvideSharedModule'].includes(origin.module?.constructor.name ?? ''),
  );
}

/**
 * The host's index.html loads only the entry script; everything else used to be discovered when that script
 * ran: the app behind `import('./bootstrap')` and the shared singletons (React, the router, i18next…), a
 * second round trip after the entry's download and start-up. This adds `<link rel="preload">` for those
 * scripts to the page's head, so the browser fetches them beside the entry script, and their styles as
 * stylesheets: the first screen in the HTML (first-screen.ts) needs them to paint, and the runtime finds them
 * there instead of loading them again.
 */
export function preloadStartUpChunks(bootstrapRequest = BOOTSTRAP_REQUEST) {
  return {
    apply(compiler: Compiler) {
      compiler.hooks.compilation.tap(PLUGIN, (compilation) => {
        HtmlWebpackPlugin.getHooks(compilation).alterAssetTagGroups.tap(PLUGIN, (data) => {
          const publicPath = String(compilation.outputOptions.publicPath ?? '/');
          const entryFiles = new Set([...compilation.entrypoints.values()].flatMap((entry) => entry.getFiles()));
          const chunks = new Set<Chunk>();
          for (const group of compilation.chunkGroups) {
            if (isStartUpGroup(group, bootstrapRequest)) for (const chunk of group.chunks) chunks.add(chunk);
          }
          const files = new Set<string>();
          const stylesheets = new Set<string>();
          // A chunk with scripts first: a stylesheet can be emitted twice, also for a chunk holding only it
          // that the runtime never asks for, and only the copy of the chunk with scripts is fetched.
          const ordered = [...chunks].sort((a, b) => Number(!hasScript(a)) - Number(!hasScript(b)));
          for (const chunk of ordered) {
            for (const file of chunk.files) {
              if (entryFiles.has(file)) continue;
              const content = file.endsWith('.css') ? CONTENT_HASH.exec(file)?.[1] : undefined;
              if (content && stylesheets.has(content)) continue;
              if (content) stylesheets.add(content);
              files.add(file);
            }
          }
          // The stylesheet first, before the entry script: the first screen in the HTML paints once it is in.
          // The scripts at low priority, as the entry script itself (`defer`): on a slow connection the browser
          // holds them back until the stylesheets are in, instead of sharing the bandwidth with them.
          const sorted = [...files].sort();
          const styleTags = sorted
            .filter((file) => file.endsWith('.css'))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', { rel: 'stylesheet', href: publicPath + file }),
            );
          const scriptTags = sorted
            .filter((file) => file.endsWith('.js'))
            .map((file) =>
              HtmlWebpackPlugin.createHtmlTagObject('link', {
                rel: 'preload',
                as: 'script',
                href: publicPath + file,
                fetchpriority: 'low',
              }),
            );
          data.headTags.unshift(...styleTags);
          data.headTags.push(...scriptTags);
          return data;
        });
      });
    },
  };
}
