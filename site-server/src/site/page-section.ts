import path from 'node:path';
import type { SiteFolders } from './apps.js';
import { readBuildJson, type PageHints } from './build-files.js';
import type { SiteRemotes } from './site-remotes.js';

/** The section that owns a page, as the shell's build and the runtime config say. */
export interface PageSection {
  name: string;
  /** Where the runtime config loads the section's manifest from. */
  manifestUrl: string;
  /** Its build folder, when this server serves the version the runtime config loads (`/remotes/`, `/releases/`). */
  localDist?: string;
  /** The address its files are served under here. */
  base: string;
}

/**
 * A section by its name, as the runtime config (`/config/remotes.json`: the server's override, the last
 * release, or the shell's own) loads it; undefined when the config does not name it.
 */
export function createSectionsByName(remotes: SiteRemotes): (name: string) => PageSection | undefined {
  return (name) => {
    const manifestUrl = readBuildJson<Record<string, unknown>>(remotes.file())?.[name];
    if (typeof manifestUrl !== 'string') return undefined;
    const local = remotes.localBuild(name, manifestUrl);
    return { name, manifestUrl, base: local?.base ?? `/remotes/${name}/`, localDist: local?.dist };
  };
}

/**
 * Finds the owner of a page's first path segment in the shell's route ownership table (`page-hints.json`),
 * and where the runtime config loads it from.
 */
export function createPageSections(
  folders: Pick<SiteFolders, 'shell'>,
  remotes: SiteRemotes,
): (segment: string | undefined) => PageSection | undefined {
  const sectionNamed = createSectionsByName(remotes);
  return (segment) => {
    if (!segment || !folders.shell) return undefined;
    const hints = readBuildJson<PageHints>(path.join(folders.shell, 'page-hints.json'));
    const name = hints?.sections?.find((candidate) => candidate.segments.includes(segment))?.name;
    return name ? sectionNamed(name) : undefined;
  };
}

/**
 * Why the section of a page cannot be loaded, when this server knows it cannot: the runtime config loads it
 * from this server, which holds no such build (the browser would be answered 404). Undefined otherwise, also
 * for a section served from another origin, which only the browser can try.
 */
export function createUnavailableSections(
  folders: Pick<SiteFolders, 'shell'>,
  remotes: SiteRemotes,
): (pathname: string) => string | undefined {
  const sectionOf = createPageSections(folders, remotes);
  return (pathname) => {
    const section = sectionOf(pathname.split('/')[2]);
    if (!section || section.localDist || !/^\/(?!\/)/.test(section.manifestUrl)) return undefined;
    return `The section "${section.name}" is not served: ${section.manifestUrl} answers 404`;
  };
}
