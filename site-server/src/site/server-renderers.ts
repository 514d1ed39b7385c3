import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/**
 * How long a page's HTML waits for a first-screen render by default before it goes without (FIRST_SCREEN_BUDGET_MS
 * sets it). A page drawn whole works before and without scripts and is hydrated as it is, so it is worth waiting
 * for: a list with its PDF links checked takes a few hundred milliseconds to draw the first time, and is then
 * kept (page-cache.ts). Past the budget a visitor with scripts gets the frame at once and the page from the
 * browser; a visitor without them gets a page that asks to be reloaded.
 */
export const RENDER_BUDGET_MS = 800;
/**
 * How long the answer to a form posted without scripts may take: its action waits for the API (and the API for
 * the mailing system), and without it the visitor would be sent back to the empty form.
 */
export const FORM_BUDGET_MS = 10_000;

const load = createRequire(import.meta.url);
const loaded = new Map<string, { mtimeMs: number; renderer: unknown }>();

/**
 * The first-screen renderer an app's build left in `dist/server/first-screen.cjs` (shared/build/first-screen.ts),
 * loaded again when the app was rebuilt while the server runs; undefined without one, or when it cannot load.
 */
export function loadServerRenderer<T>(dist: string): T | undefined {
  const file = path.join(dist, 'server', 'first-screen.cjs');
  let mtimeMs: number;
  try {
    mtimeMs = fs.statSync(file).mtimeMs;
  } catch {
    return undefined;
  }
  const cached = loaded.get(file);
  if (cached?.mtimeMs === mtimeMs) return cached.renderer as T | undefined;
  delete load.cache[file];
  let renderer: unknown;
  try {
    renderer = load(file);
  } catch {
    renderer = undefined;
  }
  loaded.set(file, { mtimeMs, renderer });
  return renderer as T | undefined;
}

/**
 * A render's result, or undefined when it fails (told to `onFailure`) or is not there within the budget: the
 * page never waits long.
 */
export const withinBudget = <T>(
  render: () => Promise<T>,
  onFailure: (error: unknown) => void,
  budgetMs = RENDER_BUDGET_MS,
): Promise<T | undefined> =>
  new Promise((resolve) => {
    const timer = setTimeout(() => resolve(undefined), budgetMs);
    const settle = (value: T | undefined) => {
      clearTimeout(timer);
      resolve(value);
    };
    render().then(settle, (error: unknown) => {
      onFailure(error);
      settle(undefined);
    });
  });

/** Told why a page's first screen could not be drawn (the page goes without; worth a debug log line). */
export type RenderFailure = (error: unknown, pathname: string) => void;

/** How the first screens are drawn: the time a page waits for them, and who is told when one fails. */
export interface Drawing {
  budgetMs?: number;
  onFailure?: RenderFailure;
}
