import {
  loadRemote,
  registerGlobalPlugins,
  registerPlugins,
  registerRemotes,
} from '@module-federation/enhanced/runtime';
import type { SectionRoutesModule, SectionWidgetsModule } from '@court/runtime';
import type { RemoteConfig } from './remote-config';
import { sectionOfPath, type SectionName } from './sections';
import { retryPlugin } from './retry-plugin';
import { runtimeCompatibilityPlugin, runtimeRefusal } from './runtime-compatibility';

/** Why a section could not be shown; kept so the page can say it, and retried on a later navigation. */
export interface SectionFailure {
  section: SectionName;
  error: Error;
  at: number;
}

const failures = new Map<SectionName, SectionFailure>();
/** The sections the runtime config names, which the federation runtime knows where to load from. */
const registered = new Set<string>();

/** Registers the sections of the runtime config with the federation runtime (once, at start-up). */
export function registerSections(config: RemoteConfig): void {
  registerPlugins([retryPlugin({ retries: 2, delayMs: 300 })]);
  // Each section resolves its shared modules in a federation instance of its own: only a global plugin sees it.
  registerGlobalPlugins([runtimeCompatibilityPlugin()]);
  registerRemotes(Object.entries(config).map(([name, entry]) => ({ name, entry, alias: name })));
  for (const name of Object.keys(config)) registered.add(name);
}

function asError(error: unknown): Error {
  return error instanceof Error ? error : new Error(String(error));
}

function isRouteList(value: unknown): value is SectionRoutesModule {
  return (
    typeof value === 'object' &&
    value !== null &&
    Array.isArray((value as SectionRoutesModule).routes) &&
    (value as SectionRoutesModule).routes.every((route) => typeof route === 'object' && route !== null)
  );
}

/**
 * Loads a section's `./routes`. Never throws: a section that is down, missing from the config or exposing
 * something else is recorded as failed and answered with `undefined`, so the rest of the site keeps working.
 */
export async function loadSectionRoutes(
  section: SectionName,
  config: RemoteConfig,
): Promise<SectionRoutesModule | undefined> {
  try {
    if (!config[section]) throw new Error(`The section "${section}" is not in the runtime configuration`);
    const module = await loadRemote<unknown>(`${section}/routes`);
    if (!isRouteList(module)) throw new Error(`The section "${section}" does not expose a list of routes`);
    failures.delete(section);
    return module;
  } catch (error) {
    failures.set(section, { section, error: runtimeRefusal(section) ?? asError(error), at: Date.now() });
    return undefined;
  }
}

/**
 * Starts loading the routes of the section that owns `pathname`, if any, without waiting for the router to ask:
 * on a first visit to a section's page its manifest, entry and routes then download while the shell is still
 * fetching its first texts. The router's later request for the same routes shares this download.
 */
export function preloadSectionOf(pathname: string, config: RemoteConfig): void {
  const section = sectionOfPath(pathname);
  if (section && config[section]) void loadRemote(`${section}/routes`).catch(() => undefined);
}

/**
 * Fetches a section's code (manifest, entry, routes) ahead of a visit, for a link to it the visitor may
 * follow: the navigation then finds its routes loaded. Not for a section the config does not name, nor for one
 * that failed (its next navigation tries again, and shows why if it fails again).
 */
export function prefetchSection(section: SectionName): void {
  if (registered.has(section) && !failures.has(section)) void loadRemote(`${section}/routes`).catch(() => undefined);
}

/** A section's home-page widgets, or none if the section is down or exposes none. */
export async function loadSectionWidgets(section: SectionName): Promise<SectionWidgetsModule['widgets']> {
  try {
    const module = await loadRemote<SectionWidgetsModule>(`${section}/widgets`);
    return Array.isArray(module?.widgets) ? module.widgets : [];
  } catch {
    return [];
  }
}

export function sectionFailure(section: SectionName): SectionFailure | undefined {
  return failures.get(section);
}
