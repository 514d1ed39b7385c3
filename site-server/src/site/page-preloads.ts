import path from 'node:path';
import type { SiteFolders } from './apps.js';
import type { SiteRemotes } from './site-remotes.js';
import { readBuildJson, type FederationManifest, type PageHints } from './build-files.js';
import { isLang } from './language.js';
import { createPageSections } from './page-section.js';

interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

const asOf = (file: string): Preload['as'] => (file.endsWith('.css') ? 'style' : 'script');

/**
 * A stylesheet is needed for the first paint; a script or the manifest only once the shell's scripts run. On
 * a slow connection those at high priority shared the bandwidth with the stylesheets and put the first paint
 * off; at low priority (as the shell's own scripts) the browser lets the stylesheets come first.
 */
const linkValue = ({ href, as }: Preload) =>
  `<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}${as === 'style' ? '' : '; fetchpriority=low'}`;

/** The files of a section this server serves (its build or a release): its entry, its routes and their styles. */
function sectionFiles(dist: string, base: string, lang: string): Preload[] {
  const manifest = readBuildJson<FederationManifest>(path.join(dist, 'mf-manifest.json'));
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return [];
  const routes = manifest?.exposes?.find((expose) => expose.name === 'routes')?.assets;
  const locales = readBuildJson<PageHints>(path.join(dist, 'page-hints.json'))?.locales?.[lang] ?? [];
  return [
    { href: `${base}${entry.path ?? ''}${entry.name}`, as: 'script' },
    ...(routes?.js?.sync ?? []).map((file): Preload => ({ href: base + file, as: 'script' })),
    ...(routes?.css?.sync ?? []).map((file): Preload => ({ href: base + file, as: 'style' })),
    ...locales.map((file): Preload => ({ href: base + file, as: 'script' })),
  ];
}

/**
 * The `Link` header of a page: the files its first render needs that the browser would otherwise discover
 * only once the shell's JavaScript runs, one round trip after another, and the stylesheets its first paint
 * waits for. For `/en/judgments`: the shell's stylesheet and English texts, and the Decisions section's
 * stylesheet, manifest (from the runtime config), entry, routes and English texts. The route ownership comes
 * from the shell's build (`page-hints.json`), the section's files from its build; a section served from
 * another origin gets its manifest announced only. The home page, owned by no section, announces no section at
 * all, but the shell's chunk of the home page. With `styles: false` (a page holding its styles), no stylesheet.
 */
export function createPagePreloads(
  folders: Pick<SiteFolders, 'shell' | 'sections'>,
  remotes: SiteRemotes,
): (pathname: string, options?: { styles: boolean }) => string | undefined {
  const sectionOf = createPageSections(folders, remotes);
  return (pathname, { styles } = { styles: true }) => {
    const [lang, segment] = pathname.split('/').slice(1);
    if (!isLang(lang) || !folders.shell) return undefined;
    const hints = readBuildJson<PageHints>(path.join(folders.shell, 'page-hints.json'));
    const preloads: Preload[] = [
      // The shell's stylesheet, named in the HTML's head too, asked for before the HTML is even parsed.
      ...(hints?.stylesheets ?? []).map((file): Preload => ({ href: `/${file}`, as: 'style' })),
      ...(hints?.locales?.[lang] ?? []).map((file): Preload => ({ href: `/${file}`, as: 'script' })),
    ];
    if (!segment) preloads.push(...(hints?.home ?? []).map((file) => ({ href: `/${file}`, as: asOf(file) })));
    const section = sectionOf(segment);
    if (section) {
      preloads.push({ href: section.manifestUrl, as: 'fetch' });
      if (section.localDist) preloads.push(...sectionFiles(section.localDist, section.base, lang));
    }
    // The stylesheets first: the browser asks for what the header names in its order. None when the page holds
    // them (inline-styles.ts).
    const ordered = [
      ...(styles ? preloads.filter(({ as }) => as === 'style') : []),
      ...preloads.filter(({ as }) => as !== 'style'),
    ];
    return ordered.length > 0 ? ordered.map(linkValue).join(', ') : undefined;
  };
}
