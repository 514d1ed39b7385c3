import fs from 'node:fs';

const cache = new Map<string, { mtimeMs: number; value: unknown }>();

/** A file of a build, parsed once and again only when it changed (a section redeployed while the server runs). */
function readBuildFile<T>(file: string | undefined, parse: (text: string) => T): T | undefined {
  if (!file) return undefined;
  try {
    const { mtimeMs } = fs.statSync(file);
    const cached = cache.get(file);
    if (cached?.mtimeMs === mtimeMs) return cached.value as T;
    const value = parse(fs.readFileSync(file, 'utf8'));
    cache.set(file, { mtimeMs, value });
    return value;
  } catch {
    return undefined;
  }
}

export const readBuildJson = <T>(file: string | undefined): T | undefined =>
  readBuildFile(file, (text) => JSON.parse(text) as T);

export const readBuildText = (file: string | undefined): string | undefined => readBuildFile(file, (text) => text);

/** `page-hints.json` of a built app (shared/build/emit-page-hints.ts). */
export interface PageHints {
  locales?: Record<string, string[]>;
  sections?: { name: string; segments: string[] }[];
  home?: string[];
  stylesheets?: string[];
}

/** The parts of a section's `mf-manifest.json` that name the files of its entry and its routes. */
export interface FederationManifest {
  metaData?: { remoteEntry?: { name?: string; path?: string } };
  exposes?: {
    name?: string;
    assets?: { js?: { sync?: string[]; async?: string[] }; css?: { sync?: string[]; async?: string[] } };
  }[];
}
