import path from 'node:path';
import { sources, type Compiler, type Module, type NormalModule } from 'webpack';
import { SECTIONS } from '../src/routing/section-ownership';

const PLUGIN = 'EmitPageHints';
export const PAGE_HINTS_FILE = 'page-hints.json';
const LOCALE_FILE = /^([a-z]{2})\.json$/;
/** The translations every page of the site loads: the shell's common texts, from this library. */
const COMMON_LOCALES = path.join(__dirname, '..', 'src', 'i18n', 'locales');

/** What the site server reads from `page-hints.json` to name the files a page will need before it asks. */
export interface PageHints {
  /** Per language, the app's chunks holding its translations (`{ "en": ["174.47ba2955.js"] }`). */
  locales: Record<string, string[]>;
  /** The host only: which section owns which first path segment, the shell's own routing table. */
  sections?: typeof SECTIONS;
}

const resourceOf = (module: Module): string | undefined => (module as Partial<NormalModule>).resource;

/**
 * Emits `page-hints.json`: the chunks of each language's translations (the app's `src/locales`, and for the
 * host the common texts; not those of a feature that loads its own on demand) and, for the host, the route ownership
 * table. They are only discovered once the app's JavaScript runs (translations are imported per language); the
 * site server reads this file to announce them with the HTML of a page in that language, so they arrive in the
 * first round of downloads.
 */
export function emitPageHints(role: 'host' | 'remote', appDir: string) {
  const folders = new Set([path.join(appDir, 'src', 'locales'), ...(role === 'host' ? [COMMON_LOCALES] : [])]);
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(PLUGIN, (compilation) => {
        compilation.hooks.processAssets.tap(
          { name: PLUGIN, stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_REPORT },
          () => {
            const locales: Record<string, string[]> = {};
            for (const chunk of compilation.chunks) {
              for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
                const resource = resourceOf(module);
                const lang =
                  resource && folders.has(path.dirname(resource)) && LOCALE_FILE.exec(path.basename(resource))?.[1];
                if (!lang) continue;
                const files = [...chunk.files].filter((file) => file.endsWith('.js'));
                locales[lang] = [...new Set([...(locales[lang] ?? []), ...files])].sort();
              }
            }
            const hints: PageHints = role === 'host' ? { locales, sections: SECTIONS } : { locales };
            compilation.emitAsset(PAGE_HINTS_FILE, new sources.RawSource(JSON.stringify(hints)));
          },
        );
      });
    },
  };
}
