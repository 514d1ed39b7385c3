import path from 'node:path';
import { sources, type Compilation, type Compiler, type Module, type NormalModule } from 'webpack';
import { isStartUpGroup } from './preload-start-up-chunks';
// The sections' entry alone: webpack loads its config with esbuild-register, which does not find the `.ts`
// file behind the site map's `./languages.js`-style imports.
import { SECTIONS } from '@court/site-map/sections';

const PLUGIN = 'EmitPageHints';
export const PAGE_HINTS_FILE = 'page-hints.json';
const LOCALE_FILE = /^([a-z]{2})\.json$/;
/** The translations every page of the site loads: the common texts of the runtime. */
const COMMON_LOCALES = path.join(
  path.dirname(require.resolve('@court/runtime/package.json')),
  'src',
  'i18n',
  'locales',
);

/** What the site server reads from `page-hints.json` to name the files a page will need before it asks. */
export interface PageHints {
  /** Per language, the app's chunks holding its translations (`{ "en": ["174.47ba2955.js"] }`). */
  locales: Record<string, string[]>;
  /** The host only: which section owns which first path segment, the shell's own routing table. */
  sections?: typeof SECTIONS;
  /** The host only: the scripts and styles of the home page's lazy route. */
  home?: string[];
  /** The host only: the stylesheets of its start-up, which every page's first screen waits for. */
  stylesheets?: string[];
  /**
   * The host only: the version of each singleton it provides (`{ "@court/runtime": "1.2.0", "react": … }`),
   * which a section's release is checked against (`pnpm release`).
   */
  provides?: Record<string, string>;
}

export interface PageHintsOptions {
  appDir: string;
  /** The host only: the request of the home page's lazy route in the router, e.g. `./routes/home-route`. */
  homeRoute?: string;
  /** The host only: the singletons it provides, as the federation plugin is configured with them. */
  provides?: Record<string, { version: string }>;
}

const resourceOf = (module: Module): string | undefined => (module as Partial<NormalModule>).resource;

/** Per language, the chunks of the translations kept in `folders`. */
function localeChunks(compilation: Compilation, folders: Set<string>): Record<string, string[]> {
  const locales: Record<string, string[]> = {};
  for (const chunk of compilation.chunks) {
    for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
      const resource = resourceOf(module);
      const lang = resource && folders.has(path.dirname(resource)) && LOCALE_FILE.exec(path.basename(resource))?.[1];
      if (!lang) continue;
      const files = [...chunk.files].filter((file) => file.endsWith('.js'));
      locales[lang] = [...new Set([...(locales[lang] ?? []), ...files])].sort();
    }
  }
  return locales;
}

/** The files of the chunks every first load needs (index.html names them). */
function startUpFiles(compilation: Compilation): Set<string> {
  const files = new Set<string>();
  for (const group of compilation.chunkGroups)
    if (isStartUpGroup(group)) for (const chunk of group.chunks) for (const file of chunk.files) files.add(file);
  return files;
}

/**
 * The scripts and styles of the chunks loaded by `import(request)`, but those that every page's start-up
 * loads already: the shell's one stylesheet, a singleton's chunk.
 */
function lazyChunkFiles(compilation: Compilation, request: string): string[] {
  const startUp = startUpFiles(compilation);
  const files = new Set<string>();
  for (const group of compilation.chunkGroups) {
    if (!group.origins.some((origin) => origin.request === request)) continue;
    for (const chunk of group.chunks)
      for (const file of chunk.files) if (/\.(js|css)$/.test(file) && !startUp.has(file)) files.add(file);
  }
  return [...files].sort();
}

/**
 * Emits `page-hints.json`: the chunks of each language's translations (the app's `src/locales`, and for the
 * host the common texts; not those of a feature that loads its own on demand) and, for the host, the route
 * ownership table, the home page's chunks and the start-up stylesheets. They are only discovered once the app's JavaScript runs; the site
 * server reads this file to announce them with the HTML of a page, so they arrive in the first round of
 * downloads.
 */
export function emitPageHints(role: 'host' | 'remote', { appDir, homeRoute, provides }: PageHintsOptions) {
  const folders = new Set([path.join(appDir, 'src', 'locales'), ...(role === 'host' ? [COMMON_LOCALES] : [])]);
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const locales = localeChunks(compilation, folders);
            const hints: PageHints =
              role === 'host'
                ? {
                    locales,
                    sections: SECTIONS,
                    ...(homeRoute ? { home: lazyChunkFiles(compilation, homeRoute) } : {}),
                    stylesheets: [...startUpFiles(compilation)].filter((file) => file.endsWith('.css')).sort(),
                    provides: Object.fromEntries(
                      Object.entries(provides ?? {})
                        .filter(([name]) => !name.endsWith('/'))
                        .map(([name, { version }]) => [name, version]),
                    ),
                  }
                : { locales };
            compilation.emitAsset(PAGE_HINTS_FILE, new sources.RawSource(JSON.stringify(hints)));
          },
        );
      });
    },
  };
}
