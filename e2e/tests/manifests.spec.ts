import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { SECTION_NAMES } from '@court/site-map';

const ROOT = path.resolve(__dirname, '..', '..');
const SECTIONS = SECTION_NAMES.map((name) => `mf-${name}`);
const SINGLETONS = ['react', 'react-dom', 'zustand', 'i18next', 'react-i18next', '@court/runtime'];
/**
 * Shared by every section's build. React DOM is not: a section's pages render in the shell's React tree, and
 * only its standalone harness (`pnpm dev`, not in the production build) mounts React itself.
 */
const USED_BY_EVERY_SECTION = SINGLETONS.filter((pkg) => pkg !== 'react-dom');

interface ManifestShared {
  name: string;
  version: string;
  singleton?: boolean;
}

function manifestOf(section: string): { name: string; shared: ManifestShared[]; exposes: { path: string }[] } {
  return JSON.parse(readFileSync(path.join(ROOT, section, 'dist', 'mf-manifest.json'), 'utf8'));
}

function installedVersion(pkg: string): string {
  const file = path.join(ROOT, 'shell', 'node_modules', pkg, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

// Checks of the built sections (run by the desktop project only; the mobile one runs mobile.spec.ts).
test.describe('built section manifests', () => {
  for (const section of SECTIONS) {
    test(`${section} shares the site's singletons at the shell's versions and exposes ./routes`, () => {
      const manifest = manifestOf(section);
      expect(manifest.exposes.map((expose) => expose.path)).toContain('./routes');
      const shared = new Map(manifest.shared.map((entry) => [entry.name, entry]));
      for (const pkg of USED_BY_EVERY_SECTION) expect(shared.get(pkg), `${section} shares ${pkg}`).toBeDefined();
      for (const pkg of SINGLETONS) {
        const entry = shared.get(pkg);
        if (!entry) continue;
        expect(entry.singleton, `${pkg} is a singleton in ${section}`).toBe(true);
        expect(entry.version, `${pkg} in ${section}`).toBe(installedVersion(pkg));
      }
      // React Router must arrive through @court/runtime only (a second copy would break routing); the UI
      // library is bundled by each app, never shared.
      expect(shared.has('react-router')).toBe(false);
      expect(shared.has('react-router-dom')).toBe(false);
      expect(shared.has('@court/shared')).toBe(false);
    });
  }
});
