import fs from 'node:fs';
import path from 'node:path';

/** The built front-ends the server publishes: the shell at `/`, each section under `/remotes/{name}/`. */
export const SECTIONS = {
  court: 'mf-court',
  decisions: 'mf-decisions',
  media: 'mf-media',
  rules: 'mf-rules',
  search: 'mf-search',
} as const;
export type SectionName = keyof typeof SECTIONS;

export interface SiteFolders {
  /** shell/dist, or undefined when the shell is not built. */
  shell: string | undefined;
  /** dist folder of each built section. */
  sections: Partial<Record<SectionName, string>>;
  /** Folders that were expected but are missing, for a warning at start-up. */
  missing: string[];
}

export const isSection = (name: string): name is SectionName => Object.hasOwn(SECTIONS, name);

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
