// Runs in the site server (Node), in a section's first-screen build; never in the browser.
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router';
import {
  applyLanguage,
  COMMON_NAMESPACE,
  initI18n,
  isLocale,
  loadTranslations,
  localeOfPath,
  useLoadingTracker,
} from '@court/runtime';
import { setApiOrigin, setSiteOrigin } from '@court/runtime/api-origin';
import { clearPdfChecks, pendingPdfChecks } from '../src/api/pdf-availability';
import { oneRenderAtATime } from './one-render-at-a-time';
import {
  firstLoadAnswersScript,
  startRecordingAnswers,
  takeRecordedAnswers,
  takeRecordedRefusals,
} from '@court/runtime/first-load-answers';
import { startCollectingPageHead, takeCollectedPageHead, type DrawnPageHead } from '@court/runtime/page-head';

/** Where the section asks for its data: the API at the origin the site server gives, with the headers it gives. */
export interface ApiAccess {
  origin: string;
  headers: Record<string, string>;
}

/**
 * A page of the section as the server draws it: the markup of `<main>`, the data block of the API answers
 * it was drawn with, which the browser's first render reads instead of asking again (so it hydrates this markup),
 * and what it puts in `<head>`: its title and description, its addresses in its languages and its
 * machine-readable tags (a judgment's ECLI metadata).
 * The answer to a form posted without scripts has no such block: it is not hydrated.
 */
export interface DrawnSectionPage extends DrawnPageHead {
  markup: string;
  answers: string;
}

/**
 * Draws a page of the section (`url`: as the visitor asked for it), with its data; with `form`, a form posted
 * to it (URL-encoded), which the page's route action answers. Undefined when it cannot, or has no action.
 */
export type SectionPageRenderer = (url: string, api: ApiAccess, form?: string) => Promise<DrawnSectionPage | undefined>;

/**
 * The request the page's routes answer; a form goes to the page's own route, also where that route is the
 * index of its folder (React Router's `?index`, which the visitor's address does not carry).
 */
function requestOf(url: string, form: string | undefined): Request {
  if (form === undefined) return new Request(url);
  const target = new URL(url);
  target.searchParams.set('index', '');
  return new Request(target, {
    method: 'POST',
    body: form,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
}

async function render(
  routes: RouteObject[],
  url: string,
  api: ApiAccess,
  form: string | undefined,
): Promise<DrawnSectionPage | undefined> {
  const locale = localeOfPath(new URL(url).pathname);
  if (!isLocale(locale)) return undefined;
  setApiOrigin(api.origin, api.headers);
  setSiteOrigin(new URL(url).origin);
  initI18n(locale);
  await loadTranslations(locale, [COMMON_NAMESPACE]);
  const failuresBefore = useLoadingTracker.getState().failures;
  // The section's routes sit under the language as in the shell's tree; the shell draws the frame around them.
  const handler = createStaticHandler([{ path: '/:lang', children: routes }]);
  startRecordingAnswers();
  clearPdfChecks();
  try {
    const context = await handler.query(requestOf(url, form));
    // A redirect, a missing page or a failed request: the page the browser will draw is not known for sure.
    if (context instanceof Response || context.errors || context.statusCode !== 200) return undefined;
    if (useLoadingTracker.getState().failures !== failuresBefore) return undefined;
    applyLanguage(locale);
    const router = createStaticRouter(handler.dataRoutes, context);
    const draw = () => {
      startCollectingPageHead(url);
      const markup = renderToString(<StaticRouterProvider router={router} context={context} hydrate={false} />);
      return { markup, ...takeCollectedPageHead() };
    };
    let drawn = draw();
    // The PDFs the page names were asked for while it was drawn: once answered, it is drawn with their links.
    const pdfChecks = pendingPdfChecks();
    if (pdfChecks.length > 0) {
      await Promise.all(pdfChecks);
      drawn = draw();
    }
    if (form !== undefined) return { ...drawn, answers: '' };
    const refusals = takeRecordedRefusals();
    return { ...drawn, answers: firstLoadAnswersScript(takeRecordedAnswers(), refusals) };
  } finally {
    takeRecordedAnswers();
  }
}

/**
 * The first-screen renderer of a section: its own routes, loaders and pages, run on the site server so the
 * HTML of a page already holds what the browser will draw once the section is loaded. A page that cannot be
 * drawn outside a browser rejects, and the server goes without.
 */
export function createSectionPageRenderer(routes: RouteObject[]): SectionPageRenderer {
  return (url, api, form) => oneRenderAtATime(() => render(routes, url, api, form));
}
