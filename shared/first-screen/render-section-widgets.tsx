// Runs in the site server (Node), in a section's first-screen build; never in the browser.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import {
  applyLanguage,
  COMMON_NAMESPACE,
  initI18n,
  isLocale,
  loadTranslations,
  localeOfPath,
  useLoadingTracker,
  type SectionWidget,
} from '@court/runtime';
import { setApiOrigin, setSiteOrigin } from '@court/runtime/api-origin';
import { oneRenderAtATime } from './one-render-at-a-time';
import type { ApiAccess } from './render-section-page';

/**
 * Draws the section's home-page widgets for the home page at `url`, each with its data, one after the other as
 * the home page places them. Undefined outside a language; rejects when a widget's data cannot be had, and the
 * home page then goes without (the browser draws the widgets itself).
 */
export type SectionWidgetsRenderer = (url: string, api: ApiAccess) => Promise<string | undefined>;

async function render(widgets: SectionWidget[], url: string, api: ApiAccess): Promise<string | undefined> {
  const locale = localeOfPath(new URL(url).pathname);
  if (!isLocale(locale)) return undefined;
  setApiOrigin(api.origin, api.headers);
  setSiteOrigin(new URL(url).origin);
  initI18n(locale);
  const failuresBefore = useLoadingTracker.getState().failures;
  const [drawn] = await Promise.all([
    Promise.all(
      widgets.map(async (widget) => {
        const { default: Widget, loadData } = await widget.load();
        return { id: widget.id, Widget, data: await loadData(locale) };
      }),
    ),
    loadTranslations(locale, [COMMON_NAMESPACE]),
  ]);
  if (useLoadingTracker.getState().failures !== failuresBefore) throw new Error('a widget could not load its data');
  applyLanguage(locale);
  // Their links are the router's, resolved against the page's address and language as on the home page.
  const handler = createStaticHandler([
    {
      path: '/:lang',
      element: (
        <>
          {drawn.map(({ id, Widget, data }) => (
            <Widget key={id} data={data} />
          ))}
        </>
      ),
    },
  ]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return undefined;
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
}

/** The widgets renderer of a section (none drawn when it exposes none). */
export function createSectionWidgetsRenderer(widgets: SectionWidget[]): SectionWidgetsRenderer {
  return (url, api) =>
    widgets.length === 0 ? Promise.resolve(undefined) : oneRenderAtATime(() => render(widgets, url, api));
}
