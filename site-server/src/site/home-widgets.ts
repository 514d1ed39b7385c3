import type { SiteRemotes } from './site-remotes.js';
import type { ApiClient } from '../api-client.js';
import { createSectionsByName } from './page-section.js';
import { exposeStylesheets } from './section-stylesheets.js';
import { loadServerRenderer, withinBudget, type Drawing } from './server-renderers.js';

/**
 * The place the shell's home page keeps for the sections' widgets (shell/src/features/home/home-widgets.tsx),
 * empty, with the sections whose widgets go there in their order.
 */
const WIDGETS_PLACE = /(<div [^>]*data-widget-sections="([^"]*)"[^>]*>)(<\/div>)/;

/** `dist/server/first-screen.cjs` of a section (shared/first-screen/render-section-widgets.tsx). */
interface WidgetsRenderer {
  renderWidgets?: (
    url: string,
    api: { origin: string; headers: Record<string, string> },
  ) => Promise<string | undefined>;
}

/** Whether a page still has the widgets' place empty: the browser will draw them (the page is not kept). */
export const lacksWidgets = (html: string): boolean => WIDGETS_PLACE.test(html);

/**
 * The home page's markup with its widgets drawn by their sections on this server, with their data and their
 * styles, into the place the shell kept for them: they are links, which work before and without scripts, and the browser keeps them as they
 * are instead of downloading the sections' code for them. All or nothing: when a section cannot draw its
 * widgets here (not served from here, released before its widgets were drawn on the server, its data not
 * there within the budget), undefined, and the browser draws them all as it would on a later visit.
 */
export function createHomeWidgets(
  remotes: SiteRemotes,
  { budgetMs, onFailure = () => {} }: Drawing = {},
): (markup: string, url: URL, api: Pick<ApiClient, 'origin' | 'headers'>) => Promise<string | undefined> {
  const sectionNamed = createSectionsByName(remotes);
  return async (markup, url, api) => {
    const place = WIDGETS_PLACE.exec(markup);
    if (!place) return undefined;
    const sections = place[2]!.split(' ').filter(Boolean).map(sectionNamed);
    const drawn = await Promise.all(
      sections.map(async (section) => {
        const dist = section?.localDist;
        const renderer = dist ? loadServerRenderer<WidgetsRenderer>(dist) : undefined;
        if (!section || !dist || !renderer?.renderWidgets) return undefined;
        const render = renderer.renderWidgets;
        const widgets = await withinBudget(
          () => render(url.href, api),
          (error) => onFailure(error, url.pathname),
          budgetMs,
        );
        return widgets === undefined
          ? undefined
          : { markup: widgets, stylesheets: exposeStylesheets(dist, section.base, 'widgets') };
      }),
    );
    if (drawn.length === 0 || drawn.some((widgets) => widgets === undefined)) return undefined;
    const all = drawn as { markup: string; stylesheets: string[] }[];
    // Their styles go with them, in the body: the top of the page is painted without waiting for them.
    const links = [...new Set(all.flatMap((widgets) => widgets.stylesheets))]
      .map((href) => `<link rel="stylesheet" href="${href}">`)
      .join('');
    return markup.replace(WIDGETS_PLACE, (_, opening: string, _sections, closing: string) =>
      [opening, links, ...all.map((widgets) => widgets.markup), closing].join(''),
    );
  };
}
