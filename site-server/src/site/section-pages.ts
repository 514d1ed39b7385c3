import path from 'node:path';
import type { SiteFolders } from './apps.js';
import type { SiteRemotes } from './site-remotes.js';
import type { ApiClient } from '../api-client.js';
import type { DrawnHead } from './drawn-head.js';
import type { Stylesheet } from './inline-styles.js';
import { createPageSections } from './page-section.js';
import { exposeStylesheets } from './section-stylesheets.js';
import { FORM_BUDGET_MS, loadServerRenderer, withinBudget, type Drawing } from './server-renderers.js';

/**
 * A page of a section, drawn with its data: the markup of `<main>`, the styles it needs to paint, the
 * data block of the API answers it was drawn with (empty from a section built before sections sent them), and
 * what it puts in `<head>`: its title, description, links and machine-readable tags.
 */
export interface SectionPage extends DrawnHead {
  markup: string;
  stylesheets: Stylesheet[];
  answers: string;
}

/**
 * `dist/server/first-screen.cjs` of a section (shared/first-screen/render-section-page.tsx); a section released
 * before its pages came with their answers draws the markup alone.
 */
interface SectionRenderer {
  renderPage: (
    url: string,
    api: { origin: string; headers: Record<string, string> },
    form?: string,
  ) => Promise<({ markup: string; answers: string } & DrawnHead) | string | undefined>;
}

/**
 * The page itself, with its data (and, with `form`, its answer to a form posted without scripts), as its
 * section draws it: the markup of `<main>` for the first screen, from
 * the section's first-screen build, when this server holds the build (`/remotes/` or a release) and
 * the runtime config loads it from there. Undefined when the section has no such build, cannot draw that
 * page (a redirect, a failed request) or takes longer than the budget: the page then goes with the frame
 * and a loading state, as the browser would draw it meanwhile.
 */
export function createSectionPages(
  folders: Pick<SiteFolders, 'shell' | 'sections'>,
  remotes: SiteRemotes,
  { budgetMs, onFailure = () => {} }: Drawing = {},
): (url: URL, api: Pick<ApiClient, 'origin' | 'headers'>, form?: string) => Promise<SectionPage | undefined> {
  const sectionOf = createPageSections(folders, remotes);
  return async (url, api, form) => {
    const section = sectionOf(url.pathname.split('/')[2]);
    const renderer = section?.localDist ? loadServerRenderer<SectionRenderer>(section.localDist) : undefined;
    if (!section?.localDist || !renderer) return undefined;
    const drawn = await withinBudget(
      () => renderer.renderPage(url.href, api, form),
      (error) => onFailure(error, url.pathname),
      form === undefined ? budgetMs : FORM_BUDGET_MS,
    );
    if (!drawn) return undefined;
    const page = typeof drawn === 'string' ? { markup: drawn, answers: '' } : drawn;
    const { localDist: dist, base } = section;
    const stylesheets = exposeStylesheets(dist, base, 'routes').map((href) => ({
      href,
      file: path.join(dist, href.slice(base.length)),
    }));
    return { ...page, stylesheets };
  };
}
