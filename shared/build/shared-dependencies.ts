import { createRequire } from 'node:module';
import path from 'node:path';
import semver from 'semver';

/** The package every app shares as the site's one runtime; versioned, and each app declares the range it needs. */
export const RUNTIME_PACKAGE = '@court/runtime';

/**
 * The singletons every app of the site shares at runtime. One list for the shell and all sections, so a
 * section can never ship its own copy of React or of the session store by accident.
 *
 * React Router is a singleton too, but not through this list: it reaches every app through `@court/runtime`
 * (`src/routing/router.ts`), which is itself a singleton. Shared modules are not tree-shaken, so sharing
 * `react-router` directly would put all of it (about 61 KB gzip) on every first load; bundled inside
 * `@court/runtime`, only the part the site uses ships (about 31 KB). ESLint forbids importing `react-router`
 * or `react-router-dom` in the apps, and a browser test checks the built manifests. `@court/shared`, the UI and
 * helpers library, is not shared: each app bundles the part it uses, so a section takes a new component without
 * a new shell.
 *
 * react-i18next is shared under its own name, but what is shared is the part the site uses
 * (`REACT_I18NEXT_SUBSET`), for the same reason: about 3 KB gzip on a first load instead of 10.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react-dom',
  'zustand',
  'i18next',
  'react-i18next',
  RUNTIME_PACKAGE,
] as const;

/** The module shared as `react-i18next`: the part of it the apps use (ESLint keeps them to it). */
export const REACT_I18NEXT_SUBSET = `${RUNTIME_PACKAGE}/react-i18next-subset`;

export interface SharedDependency {
  /** The module provided under the shared name, when it is not the package of that name. */
  import?: string;
  singleton: true;
  requiredVersion: string;
  version: string;
  strictVersion: boolean;
}

/**
 * Shared-module settings for Module Federation, with the versions actually installed for `appDir`.
 * Versions are read from the installed packages (the workspace pins them once in its catalog), because
 * `catalog:` specifiers in package.json files cannot be parsed as semver ranges by the plugin.
 *
 * The runtime is the one strict requirement: `requiresRuntime` is the range the app was written against, and a
 * shell whose runtime is outside it refuses to load the app (the shell then shows that section's error card)
 * rather than run it on a runtime that lacks what it calls. The build fails at once if the workspace's own
 * runtime is outside the range.
 */
export function sharedDependencies(appDir: string, requiresRuntime: string): Record<string, SharedDependency> {
  const requireFromApp = createRequire(path.join(appDir, 'package.json'));
  const installedVersion = (pkg: string): string =>
    (requireFromApp(`${pkg}/package.json`) as { version: string }).version;

  const entry = (pkg: string): SharedDependency => {
    const version = installedVersion(pkg);
    return { singleton: true, version, requiredVersion: `^${version}`, strictVersion: false };
  };

  const shared: Record<string, SharedDependency> = {};
  for (const pkg of SHARED_SINGLETONS) shared[pkg] = entry(pkg);
  shared['react-i18next'] = { ...entry('react-i18next'), import: REACT_I18NEXT_SUBSET };
  // react-dom/client is imported by subpath; without this key each app would bundle its own react-dom.
  shared['react-dom/'] = entry('react-dom');

  const runtime = entry(RUNTIME_PACKAGE);
  if (!semver.validRange(requiresRuntime))
    throw new Error(`${appDir}: requiresRuntime "${requiresRuntime}" is not a semantic version range`);
  if (!semver.satisfies(runtime.version, requiresRuntime))
    throw new Error(
      `${appDir} requires ${RUNTIME_PACKAGE} ${requiresRuntime}, but the workspace has ${runtime.version}`,
    );
  shared[RUNTIME_PACKAGE] = { ...runtime, requiredVersion: requiresRuntime, strictVersion: true };
  return shared;
}
