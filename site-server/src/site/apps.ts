import fs from 'node:fs';
import path from 'node:path';
import { SECTION_NAMES, type SectionName } from '@court/site-map';

export type { SectionName };

/**
 * The built front-ends the server publishes: the shell at `/`, each section of the site map under
 * `/remotes/{name}/`, built in the folder `mf-{name}`.
 */
export const SECTIONS = Object.fromEntries(SECTION_NAMES.map((name) => [name, `mf-${name}`])) as Record<
  SectionName,
  string
>;

export interface SiteFolders {
  /** shell/dist, or undefined when the shell is not built. */
  shell: string | undefined;
  /** dist folder of each built section. */
  sections: Partial<Record<SectionName, string>>;
  /** Folders that were expected but are missing, for a warning at start-up. */
  missing: string[];
}

export const isSection = (name: string): name is SectionName => (SECTION_NAMES as readonly string[]).includes(name);

export function findSiteFolders(siteRoot: string): SiteFolders {
  const missing: string[] = [];
  const built = (folder: string): string | undefined => {
    const dist = path.join(siteRoot, folder, 'dist');
    if (fs.existsSync(dist) && fs.statSync(dist).isDirectory()) return dist;
    missing.push(dist);
    return undefined;
  };
  const shell = built('shell');
  const sections: SiteFolders['sections'] = {};
  for (const [name, folder] of Object.entries(SECTIONS) as [SectionName, string][]) {
    const dist = built(folder);
    if (dist) sections[name] = dist;
  }
  return { shell, sections, missing };
}
