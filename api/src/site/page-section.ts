import path from 'node:path';
import { isSection, type SiteFolders } from './apps.js';
import { readBuildJson, type PageHints } from './build-files.js';

/** The section that owns a page, as the shell's build and the runtime config say. */
export interface PageSection {
  name: string;
  /** Where the runtime config loads the section's manifest from. */
  manifestUrl: string;
  /** Its build folder, when the section is built into this server and loaded from its `/remotes/{name}/`. */
  localDist?: string;
  /** The address its files are served under here, `/remotes/{name}/`. */
  base: string;
}

/**
 * Finds the owner of a page's first path segment in the shell's route ownership table (`page-hints.json`),
 * and where the runtime config (`/config/remotes.json`, or the server's override) loads it from.
 */
export function createPageSections(
  folders: Pick<SiteFolders, 'shell' | 'sections'>,
  remotesConfig: string | undefined,
): (segment: string | undefined) => PageSection | undefined {
  const runtimeConfig = remotesConfig ?? (folders.shell && path.join(folders.shell, 'config', 'remotes.json'));
  return (segment) => {
    if (!segment || !folders.shell) return undefined;
    const hints = readBuildJson<PageHints>(path.join(folders.shell, 'page-hints.json'));
    const name = hints?.sections?.find((candidate) => candidate.segments.includes(segment))?.name;
    const manifestUrl = name ? readBuildJson<Record<string, unknown>>(runtimeConfig)?.[name] : undefined;
    if (!name || typeof manifestUrl !== 'string') return undefined;
    const base = `/remotes/${name}/`;
    const dist = isSection(name) ? folders.sections[name] : undefined;
    return { name, manifestUrl, base, localDist: manifestUrl === `${base}mf-manifest.json` ? dist : undefined };
  };
}
