import fs from 'node:fs';
import path from 'node:path';
import { isSection, type SiteFolders } from './apps.js';
import { isLang } from './language.js';

/** `page-hints.json` of a built app (shared/build/emit-page-hints.ts). */
interface PageHints {
  locales?: Record<string, string[]>;
  sections?: { name: string; segments: string[] }[];
  home?: string[];
}

/** The parts of a section's `mf-manifest.json` that name the files of its entry and its routes. */
interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: { name?: string; assets?: { js?: { sync?: string[] }; css?: { sync?: string[] } } }[];
}

interface Preload {
  href: string;
  as: 'script' | 'style' | 'fetch';
}

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** A JSON file of a build, read again only when it changed (a section redeployed while the server runs). */
function readJson<T>(file: string | undefined): T | undefined {
  if (!file) return undefined;
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = JSON.parse(fs.readFileSync(file, 'utf8')) as unknown;
    cache.set(file, { mtimeMs, value });
    return value as T;
  } catch {
    return undefined;
  }
}

const asOf = (file: string): Preload['as'] => (file.endsWith('.css') ? 'style' : 'script');

const linkValue = ({ href, as }: Preload) =>
  `<${href}>; rel=preload; as=${as}${as === 'fetch' ? '; crossorigin=anonymous' : ''}`;

/** The files of a section built into this server's `/remotes/{name}/`: its entry, its routes and their styles. */
function sectionFiles(dist: string, base: string, lang: string): Preload[] {
  const manifest = readJson<FederationManifest>(path.join(dist, 'mf-manifest.json'));
  const entry = manifest?.metaData?.remoteEntry;
  if (!entry?.name) return [];
  const routes = manifest?.exposes?.find((expose) => expose.name === 'routes')?.assets;
  const locales = readJson<PageHints>(path.join(dist, 'page-hints.json'))?.locales?.[lang] ?? [];
  return [
    { href: `${base}${entry.path ?? ''}${entry.name}`, as: 'script' },
    ...(routes?.js?.sync ?? []).map((file): Preload => ({ href: base + file, as: 'script' })),
    ...(routes?.css?.sync ?? []).map((file): Preload => ({ href: base + file, as: 'style' })),
    ...locales.map((file): Preload => ({ href: base + file, as: 'script' })),
  ];
}

/**
 * The `Link` header of a page: the files its first render needs that the browser would otherwise discover
 * only once the shell's JavaScript runs, one round trip after another. For `/en/judgments`: the shell's
 * English texts, and the Decisions section's manifest (from the runtime config), entry, routes and English
 * texts. The route ownership comes from the shell's build (`page-hints.json`), the section's files from its
 * build; a section served from another origin gets its manifest announced only. The home page, owned by no
 * section, announces no section at all, but the shell's chunk of the home page.
 */
export function createPagePreloads(
  folders: Pick<SiteFolders, 'shell' | 'sections'>,
  remotesConfig: string | undefined,
): (pathname: string) => string | undefined {
  const runtimeConfig = remotesConfig ?? (folders.shell && path.join(folders.shell, 'config', 'remotes.json'));
  return (pathname) => {
    const [lang, segment] = pathname.split('/').slice(1);
    if (!isLang(lang) || !folders.shell) return undefined;
    const hints = readJson<PageHints>(path.join(folders.shell, 'page-hints.json'));
    const preloads: Preload[] = (hints?.locales?.[lang] ?? []).map((file) => ({ href: `/${file}`, as: 'script' }));
    if (!segment) preloads.push(...(hints?.home ?? []).map((file) => ({ href: `/${file}`, as: asOf(file) })));
    const section = hints?.sections?.find((candidate) => segment && candidate.segments.includes(segment))?.name;
    const manifestUrl = section ? readJson<Record<string, unknown>>(runtimeConfig)?.[section] : undefined;
    if (section && typeof manifestUrl === 'string') {
      preloads.push({ href: manifestUrl, as: 'fetch' });
      const base = `/remotes/${section}/`;
      const dist = isSection(section) ? folders.sections[section] : undefined;
      if (dist && manifestUrl === `${base}mf-manifest.json`) preloads.push(...sectionFiles(dist, base, lang));
    }
    return preloads.length > 0 ? preloads.map(linkValue).join(', ') : undefined;
  };
}
