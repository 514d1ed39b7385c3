import fs from 'node:fs';
import path from 'node:path';
import { isSection, type SiteFolders } from './apps.js';

/** Where released sections are served from: `/releases/{section}/{version}/`, a folder of RELEASES_DIR each. */
export const RELEASES_PATH = '/releases/';
/** The runtime config `pnpm release` writes into RELEASES_DIR, switched atomically (scripts/release.mjs). */
export const RELEASED_REMOTES_FILE = 'remotes.json';

const RELEASE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]*$/;

/** A section's build that this server holds: its folder and the address its files are served under. */
export interface LocalBuild {
  dist: string;
  base: string;
}

/** Where the sections are loaded from, as the runtime config says at this moment. */
export interface SiteRemotes {
  /**
   * The file served as `/config/remotes.json`: REMOTES_CONFIG when set, else the last release's, else the
   * shell build's own. Looked up on each call: a release switches it while the server runs.
   */
  file(): string | undefined;
  /** The folder of a released version, if it exists: `/releases/{section}/{version}/`. */
  releaseFolder(section: string, version: string): string | undefined;
  /** The build behind a section's manifest address, when this server serves it (`/remotes/` or `/releases/`). */
  localBuild(section: string, manifestUrl: string): LocalBuild | undefined;
}

export function createSiteRemotes(
  folders: Pick<SiteFolders, 'shell' | 'sections'>,
  remotesConfig: string | undefined,
  releasesDir: string,
): SiteRemotes {
  const released = path.join(releasesDir, RELEASED_REMOTES_FILE);
  const shellConfig = folders.shell && path.join(folders.shell, 'config', 'remotes.json');

  const releaseFolder = (section: string, version: string) => {
    if (!isSection(section) || !RELEASE_SEGMENT.test(version)) return undefined;
    const folder = path.join(releasesDir, section, version);
    return fs.existsSync(path.join(folder, 'mf-manifest.json')) ? folder : undefined;
  };

  return {
    file: () => remotesConfig ?? (fs.existsSync(released) ? released : shellConfig),
    releaseFolder,
    localBuild(section, manifestUrl) {
      const built = `/remotes/${section}/`;
      if (manifestUrl === `${built}mf-manifest.json`) {
        const dist = isSection(section) ? folders.sections[section] : undefined;
        return dist ? { dist, base: built } : undefined;
      }
      const [name, version, file, ...rest] = manifestUrl.startsWith(RELEASES_PATH)
        ? manifestUrl.slice(RELEASES_PATH.length).split('/')
        : [];
      if (name !== section || !version || file !== 'mf-manifest.json' || rest.length > 0) return undefined;
      const dist = releaseFolder(section, version);
      return dist ? { dist, base: `${RELEASES_PATH}${section}/${version}/` } : undefined;
    },
  };
}
