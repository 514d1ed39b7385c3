import path from 'node:path';
import { readBuildJson, type FederationManifest } from './build-files.js';

type Manifest = FederationManifest | undefined;

const cssOf = (manifest: Manifest, expose: string): string[] => {
  const css = manifest?.exposes?.find((exposed) => exposed.name === expose)?.assets?.css;
  return [...(css?.sync ?? []), ...(css?.async ?? [])];
};

/**
 * The styles of what a section exposes (`routes`: its pages; `widgets`: its home-page widgets), which the
 * browser would load with their chunks, once each: webpack writes the same styles under several chunk names.
 * The manifest also lists under `routes` the widgets' own file, which no page needs (shared/build/style-chunks.ts
 * puts the styles of every page in one file): a page would wait for it before its first paint.
 */
export function exposeStylesheets(dist: string, base: string, expose: 'routes' | 'widgets'): string[] {
  const manifest = readBuildJson<FederationManifest>(path.join(dist, 'mf-manifest.json'));
  const widgetsOnly = expose === 'routes' ? new Set(cssOf(manifest, 'widgets')) : new Set<string>();
  const byContent = new Map<string, string>();
  for (const file of cssOf(manifest, expose).filter((name) => !widgetsOnly.has(name))) {
    const content = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (!byContent.has(content)) byContent.set(content, base + file);
  }
  return [...byContent.values()];
}
