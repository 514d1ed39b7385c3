import path from 'node:path';
import { readBuildJson, type FederationManifest } from './build-files.js';

/**
 * The styles of what a section exposes (`routes`: its pages; `widgets`: its home-page widgets), which the
 * browser would load with their chunks, once each: webpack writes the same styles under several chunk names.
 */
export function exposeStylesheets(dist: string, base: string, expose: string): string[] {
  const manifest = readBuildJson<FederationManifest>(path.join(dist, 'mf-manifest.json'));
  const css = manifest?.exposes?.find((exposed) => exposed.name === expose)?.assets?.css;
  const byContent = new Map<string, string>();
  for (const file of [...(css?.sync ?? []), ...(css?.async ?? [])]) {
    const content = /\.([0-9a-f]{8})\.css$/.exec(file)?.[1] ?? file;
    if (!byContent.has(content)) byContent.set(content, base + file);
  }
  return [...byContent.values()];
}
