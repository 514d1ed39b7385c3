import path from 'node:path';
import type { SiteFolders } from './apps.js';
import type { SiteRemotes } from './site-remotes.js';
import type { ApiClient } from '../api-client.js';
import { readBuildJson, readBuildText, type PageHints } from './build-files.js';
import { withDrawnHead, type DrawnHead } from './drawn-head.js';
import { cookieValue } from './language.js';
import { createHomeWidgets } from './home-widgets.js';
import { createUnavailableSections } from './page-section.js';
import { styleElement, type Stylesheet } from './inline-styles.js';
import { createSectionPages, type SectionPage } from './section-pages.js';
import { FORM_BUDGET_MS, loadServerRenderer, withinBudget, type Drawing } from './server-renderers.js';

/** The shell's answer to the cookie banner, `true` or `false`; anything else and the banner is shown. */
export const CONSENT_COOKIE = 'GDPR:accepted';

/**
 * What the shell's `dist/server/first-screen.cjs` draws (shell/src/first-screen/render-first-screen.tsx), with the
 * head of its own page (home, not found); elsewhere its description is what the site offers, in the page's language.
 */
export interface ShellFirstScreen extends DrawnHead {
  htmlLang: string;
  markup: string;
  loading?: string;
  /** The page's place holds its section's error card (the section cannot be loaded). */
  unavailable?: true;
}

interface ShellRenderer {
  renderFirstScreen: (
    pathname: string,
    options: { withBanner: boolean; origin: string; unavailableSection?: string },
  ) => Promise<ShellFirstScreen | undefined>;
}

/** The visitor's answer to the cookie question, if any. */
export function consentAnswer(cookieHeader: string | undefined): 'true' | 'false' | undefined {
  const value = cookieValue(cookieHeader, CONSENT_COOKIE);
  return value === 'true' || value === 'false' ? value : undefined;
}

const ROOT = /<div id="?root"?><\/div>/;
/** The opening tag of the document, which has no attribute but its language. */
const HTML_TAG = /<html\b[^>]*>/;
/** What index.html says to a browser without scripts, which a page drawn whole does not need. */
const NOSCRIPT = /<noscript>[\s\S]*?<\/noscript>/;

/** index.html's `<link>` of a stylesheet, as the build wrote it (quoted or not). */
const linkTo = (href: string) => {
  const quoted = href.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`<link rel="?stylesheet"? href="?${quoted}"?>`);
};

/**
 * What `#root` holds: `page` when it is the page itself (the browser hydrates it), `frame` when the page's
 * place holds a loading state (the browser draws the page in its place), `answer` when it is the page's answer
 * to a form posted without scripts (the browser leaves it as it is: its links lead on to live pages).
 */
export type DrawnAs = 'page' | 'frame' | 'answer';

/**
 * The shell's index.html with a first screen in it: `<html lang>` set, the frame in `#root` (with the page in
 * place of its loading state when a section drew it, the API answers it was drawn with beside it), the page's
 * title, description, links and tags in `<head>` in place of index.html's, and the styles it needs beyond the
 * shell's. The markup is the live page's: its links and forms work before and without scripts, and the browser
 * hydrates it (`data-drawn="page"`) or replaces the loading state (`data-drawn="frame"`). A loading frame keeps
 * index.html's title and description, which the browser replaces once it has drawn the page.
 */
export function withFirstScreen(
  index: string,
  screen: ShellFirstScreen,
  {
    shellStylesheets = [],
    homeStylesheets = [],
    sectionPage,
    answer = false,
  }: {
    shellStylesheets?: Stylesheet[];
    homeStylesheets?: Stylesheet[];
    sectionPage?: SectionPage;
    answer?: boolean;
  },
): string {
  const { loading } = screen;
  // The shell's own page (home, not found); a section's error card is drawn anew by the browser.
  const home = loading === undefined && !screen.unavailable;
  const drawn = !home && sectionPage !== undefined && loading !== undefined && screen.markup.includes(loading);
  const markup = drawn ? screen.markup.replace(loading, () => sectionPage.markup) : screen.markup;
  const stylesheets = home ? homeStylesheets : drawn ? sectionPage.stylesheets : [];
  const drawnAs: DrawnAs = drawn && answer ? 'answer' : home || drawn ? 'page' : 'frame';
  const answers = drawn ? sectionPage.answers : '';
  const page: DrawnHead = home ? screen : drawn ? sectionPage : {};
  // A section's page that does not describe itself has what the site offers, as the page frame writes it.
  const description = page.description ?? (drawn ? screen.description : undefined);
  // index.html's own <noscript>, not one of the page's.
  const document = shellStylesheets.reduce(
    (html, stylesheet) => html.replace(linkTo(stylesheet.href), () => styleElement(stylesheet)),
    drawnAs === 'frame' ? index : index.replace(NOSCRIPT, ''),
  );
  return withDrawnHead(document, { ...page, description })
    .replace(HTML_TAG, `<html lang="${screen.htmlLang}">`)
    .replace(
      '</head>',
      () => `${stylesheets.map((sheet) => styleElement(sheet, { ofSection: drawn })).join('')}</head>`,
    )
    .replace(ROOT, () => `<div id="root" data-drawn="${drawnAs}">${markup}</div>${answers}`);
}

/**
 * The HTML of a page: the shell's index.html with the page's first screen already in it, drawn by the shell
 * and, on a section's page, by that section with the page's data (asked from the API at `api.origin`),
 * both at once; with `form`, the section's answer to that form posted to the page without scripts. The cookie
 * banner is in it only for a visitor who has not answered it. The browser hydrates it: what the server drew is
 * the live page.
 * Without the shell's first-screen build, or when it fails, the plain index.html.
 */
export function createPageHtml(
  folders: Pick<SiteFolders, 'shell' | 'sections'>,
  remotes: SiteRemotes,
  drawing: Drawing = {},
): (
  url: URL,
  cookieHeader: string | undefined,
  api: Pick<ApiClient, 'origin' | 'headers'>,
  form?: string,
) => Promise<string | undefined> {
  const { budgetMs, onFailure = () => {} } = drawing;
  const sectionPages = createSectionPages(folders, remotes, drawing);
  const homeWidgets = createHomeWidgets(remotes, drawing);
  const unavailableSection = createUnavailableSections(folders, remotes);
  return async (url, cookieHeader, api, form) => {
    const shell = folders.shell;
    const index = readBuildText(shell && path.join(shell, 'index.html'));
    if (!shell || !index) return undefined;
    const renderer = loadServerRenderer<ShellRenderer>(shell);
    if (!renderer) return index;
    const withBanner = consentAnswer(cookieHeader) === undefined;
    const [screen, sectionPage] = await Promise.all([
      withinBudget(
        () =>
          renderer.renderFirstScreen(url.pathname, {
            withBanner,
            origin: url.origin,
            unavailableSection: unavailableSection(url.pathname),
          }),
        (error) => onFailure(error, url.pathname),
        form === undefined ? budgetMs : FORM_BUDGET_MS,
      ),
      sectionPages(url, api, form),
    ]);
    if (!screen) return index;
    const hints = readBuildJson<PageHints>(path.join(shell, 'page-hints.json'));
    const ofShell = (file: string): Stylesheet => ({ href: `/${file}`, file: path.join(shell, file) });
    const homeStylesheets = (hints?.home ?? []).filter((file) => file.endsWith('.css')).map(ofShell);
    // The home page, with its widgets drawn by their sections.
    const withWidgets = screen.loading === undefined ? await homeWidgets(screen.markup, url, api) : undefined;
    return withFirstScreen(index, withWidgets ? { ...screen, markup: withWidgets } : screen, {
      shellStylesheets: (hints?.stylesheets ?? []).map(ofShell),
      homeStylesheets,
      sectionPage,
      answer: form !== undefined,
    });
  };
}
