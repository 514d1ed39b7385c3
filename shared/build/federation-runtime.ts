import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Mode } from './rules';

const fromEnhanced = createRequire(require.resolve('@module-federation/enhanced/webpack'));

/**
 * The name under which the shell tells what federation runtime it provides (`page-hints.json`), which a
 * section's release is checked against: a section's manifest names the version it was built with
 * (`metaData.pluginVersion`).
 */
export const FEDERATION_RUNTIME = '@module-federation/enhanced';

/**
 * Whether a section's build leaves the federation runtime to the shell (`experiments.externalRuntime`), which
 * provides its own (`provideExternalRuntime`): otherwise every section on a page, each home-page widget's
 * included, brings a copy of about 26 KB gzip. Only the production build does: a section's dev server runs
 * it alone in its harness, with no shell to provide one, and the harness is left out of the production build.
 */
export const usesShellRuntime = (role: 'host' | 'remote', mode: Mode): boolean =>
  role === 'remote' && mode === 'production';

interface PackageJson {
  name?: string;
  version: string;
  exports?: { '.'?: { import?: { default?: string } } };
}

/** The package.json of the package `file` belongs to (`name`). */
function packageOf(file: string, name: string): { folder: string; pkg: PackageJson } {
  for (let folder = path.dirname(file); folder !== path.dirname(folder); folder = path.dirname(folder)) {
    const manifest = path.join(folder, 'package.json');
    if (!fs.existsSync(manifest)) continue;
    const pkg = JSON.parse(fs.readFileSync(manifest, 'utf8')) as PackageJson;
    if (pkg.name === name) return { folder, pkg };
  }
  throw new Error(`${name} is not installed`);
}

/** The installed version of the federation plugin and runtime (they are released together). */
export const federationRuntimeVersion = (): string =>
  packageOf(require.resolve('@module-federation/enhanced/webpack'), FEDERATION_RUNTIME).pkg.version;

/**
 * The runtime plugin that hands the shell's federation runtime to the sections, as its ES module. What
 * `experiments.provideExternalRuntime` adds is its CommonJS build, which requires the CommonJS build of the
 * runtime: the shell then shipped the runtime twice (49 KB gzip instead of 27), and gave the sections a copy
 * other than its own.
 */
export function runtimeProviderPlugin(): string {
  const name = '@module-federation/inject-external-runtime-core-plugin';
  const { folder, pkg } = packageOf(fromEnhanced.resolve(name), name);
  const module = pkg.exports?.['.']?.import?.default;
  if (!module) throw new Error(`${name} has no ES module`);
  return path.join(folder, module);
}
