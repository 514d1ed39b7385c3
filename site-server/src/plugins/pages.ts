import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { findSiteFolders, isSection } from '../site/apps.js';
import { cacheControlFor, IMMUTABLE, REVALIDATE } from '../site/cache-policy.js';
import { isLang, languageCookieFor, preferredLanguage } from '../site/language.js';
import { lacksWidgets } from '../site/home-widgets.js';
import { createPageHtml } from '../site/page-html.js';
import { inlineStyleHashes } from '../site/inline-styles.js';
import { withStyleHashes } from '../security/content-security-policy.js';
import { createPagePreloads } from '../site/page-preloads.js';
import { PageCache, pageCacheKey } from '../site/page-cache.js';
import { createUnavailableSections } from '../site/page-section.js';
import { pageStatus } from '../site/page-status.js';
import { loadServerRenderer } from '../site/server-renderers.js';
import { forwardedHeaders } from './api-proxy.js';

/** A form of a page (an address, a language, a roll number…); anything longer is not one of the site's forms. */
const FORM_LIMIT = 8 * 1024;
const FORM_TYPE = 'application/x-www-form-urlencoded';
import { createSiteRemotes } from '../site/site-remotes.js';

/** First path segments that are never pages: the static files' (the API's are forwarded: plugins/api-proxy.ts). */
const NOT_PAGES = new Set(['remotes', 'releases', 'config']);
const hasExtension = (relative: string) => /\.[A-Za-z0-9]+$/.test(relative.split('/').at(-1) ?? '');

/**
 * Serves the built site: the shell at `/`, each section's build under `/remotes/{name}/`, its released versions
 * under `/releases/{name}/{version}/` (kept, so a visitor on an older version still gets its files), the runtime
 * config at `/config/` (the last release's when there is one), and the shell's index.html with the page's first
 * screen for every page path (the browser router takes over), with the status of the item it shows. Paths
 * without a language are redirected to the visitor's language. A section that is not built answers 404 and the
 * shell shows its error card for that section only.
 */
export default async function pages(app: FastifyInstance): Promise<void> {
  const folders = findSiteFolders(app.config.siteRoot);
  for (const missing of folders.missing)
    app.log.warn({ folder: missing }, 'front-end build not found: its paths answer 404');
  const shell = folders.shell;
  const remotes = createSiteRemotes(folders, app.config.remotesConfig, app.config.releasesDir);
  const pagePreloads = createPagePreloads(folders, remotes);
  const unavailableSection = createUnavailableSections(folders, remotes);
  const pageCache = new PageCache(app.config.pageCacheSeconds * 1000);
  app.contentChanges.listen(() => pageCache.clear());
  // A kept page names the files of the section version it was drawn with: a release (another runtime config)
  // empties the cache, also when another instance switched it.
  let remotesVersion: string | undefined;
  const dropPagesOfOtherReleases = () => {
    const file = remotes.file();
    let version: string | undefined;
    try {
      version = file && `${file}@${fs.statSync(file).mtimeMs}`;
    } catch {
      version = undefined;
    }
    if (version !== remotesVersion) pageCache.clear();
    remotesVersion = version;
  };
  const pageHtml = createPageHtml(folders, remotes, {
    budgetMs: app.config.firstScreenBudgetMs,
    onFailure: (err, page) =>
      app.log.debug({ err, page }, 'first screen not drawn on the server: the page goes with a loading state'),
  });
  // The renderers are loaded now, not by the first visitor of each section, whose page would miss the budget.
  for (const dist of [shell, ...Object.values(folders.sections)]) if (dist) loadServerRenderer(dist);

  /** The page's CSP allows the styles inlined in its head (the policy set by plugins/security-headers.ts). */
  const allowStyles = (reply: FastifyReply, hashes: string[]) => {
    const policy = reply.getHeader('content-security-policy');
    if (typeof policy === 'string') reply.header('content-security-policy', withStyleHashes(policy, hashes));
  };

  const sendStatic = (
    reply: FastifyReply,
    root: string,
    relative: string,
    cacheControl = cacheControlFor(path.posix.basename(relative)),
  ) => {
    // `server/` holds an app's first-screen build, which runs here and is nobody's download.
    if (!relative || relative.endsWith('/') || path.posix.normalize(relative).startsWith('server/'))
      return reply.callNotFound();
    reply.header('cache-control', cacheControl);
    return reply.sendFile(relative, root, { cacheControl: false, dotfiles: 'deny' });
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply, pathname: string) => {
    // The address as the visitor asked for it: what a page shows as its own address comes from it.
    const url = new URL(request.url, `${request.protocol}://${request.host}`);
    const key = pageCacheKey(url, request.headers.cookie);
    dropPagesOfOtherReleases();
    // A kept page hands its data to the browser as it was: it is sent only while the content is unchanged.
    if (key !== undefined) await app.contentChanges.checkNow();
    let page = key === undefined ? undefined : pageCache.get(key);
    if (!page) {
      // A page of a section this server should serve and does not: unavailable for now, as its error card says.
      const [html, status] = await Promise.all([
        pageHtml(url, request.headers.cookie, app.api),
        unavailableSection(pathname) ? 503 : pageStatus(app.api, pathname),
      ]);
      if (!html) return reply.callNotFound();
      const styleHashes = inlineStyleHashes(html);
      page = { html, status, link: pagePreloads(pathname, { styles: styleHashes.length === 0 }), styleHashes };
      // Only a page drawn whole is kept: one that went with a loading state, or without the widgets of the
      // home page, is drawn again next time.
      if (key !== undefined && html.includes('<div id="root" data-drawn="page">') && !lacksWidgets(html))
        pageCache.set(key, page);
    }
    // The first screen shows the cookie banner or not after the visitor's cookie.
    reply.header('cache-control', REVALIDATE).header('vary', 'Cookie');
    allowStyles(reply, page.styleHashes);
    if (page.link) reply.header('link', page.link);
    const lang = pathname.split('/')[1];
    const languageCookie = isLang(lang) ? languageCookieFor(lang, request.headers.cookie) : undefined;
    if (languageCookie) reply.header('set-cookie', languageCookie);
    return reply.code(page.status).type('text/html; charset=utf-8').send(page.html);
  };

  /**
   * A form posted to a page by a browser that runs no script (the newsletter's, say): the page's section
   * answers it with its route's action, as its scripts would, and the page comes back with the outcome, or
   * with the form, its error summary and what was typed. Its API calls count against the visitor, like the
   * browser's own; a form posted from another site is refused. Where the page takes no form, or cannot be
   * drawn, the visitor is sent back to it (303).
   */
  app.addContentTypeParser(FORM_TYPE, { parseAs: 'string', bodyLimit: FORM_LIMIT }, (_request, text, done) =>
    done(null, text),
  );
  app.post(
    '/:lang/*',
    { bodyLimit: FORM_LIMIT },
    async (request: FastifyRequest<{ Params: { lang: string } }>, reply) => {
      const url = new URL(request.url, `${request.protocol}://${request.host}`);
      if (!isLang(request.params.lang) || typeof request.body !== 'string') return reply.callNotFound();
      if (request.headers['sec-fetch-site'] === 'cross-site') return reply.code(403).send();
      const xff = request.headers['x-forwarded-for'];
      const visitor: Record<string, string> = xff ? { 'x-forwarded-for': String(xff) } : {};
      const api = { origin: app.api.origin, headers: forwardedHeaders(request, visitor) };
      const html = await pageHtml(url, request.headers.cookie, api, request.body);
      reply.header('cache-control', 'no-store');
      if (!html?.includes('<div id="root" data-drawn="answer">')) return reply.redirect(url.pathname + url.search, 303);
      allowStyles(reply, inlineStyleHashes(html));
      return reply.type('text/html; charset=utf-8').send(html);
    },
  );

  app.get('/config/remotes.json', async (_request, reply) => {
    const file = remotes.file();
    if (!file) return reply.callNotFound();
    reply.header('cache-control', REVALIDATE);
    return reply.sendFile(path.basename(file), path.dirname(file), { cacheControl: false });
  });

  app.get('/config/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) =>
    shell ? sendStatic(reply, shell, `config/${request.params['*']}`) : reply.callNotFound(),
  );

  app.get('/remotes/:name/*', async (request: FastifyRequest<{ Params: { name: string; '*': string } }>, reply) => {
    const { name } = request.params;
    const root = isSection(name) ? folders.sections[name] : undefined;
    return root ? sendStatic(reply, root, request.params['*']) : reply.callNotFound();
  });

  // A release's folder never changes once written: every file in it may be kept for good.
  app.get(
    '/releases/:name/:version/*',
    async (request: FastifyRequest<{ Params: { name: string; version: string; '*': string } }>, reply) => {
      const root = remotes.releaseFolder(request.params.name, request.params.version);
      return root ? sendStatic(reply, root, request.params['*'], IMMUTABLE) : reply.callNotFound();
    },
  );

  app.get('/*', async (request: FastifyRequest<{ Params: { '*': string } }>, reply) => {
    const relative = request.params['*'];
    const first = relative.split('/')[0] ?? '';
    if (NOT_PAGES.has(first)) return reply.callNotFound();
    if (hasExtension(relative)) return shell ? sendStatic(reply, shell, relative) : reply.callNotFound();
    if (isLang(first) || first === 'sorry') return sendPage(request, reply, `/${relative}`);
    const lang = preferredLanguage(request.headers.cookie, request.headers['accept-language']);
    const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
    reply.header('cache-control', 'no-cache').header('vary', 'Accept-Language, Cookie');
    // The path comes decoded; encoded again, a character a header cannot hold (U+202E) stays a valid Location.
    return reply.redirect(relative ? `/${lang}/${encodeURI(relative)}${query}` : `/${lang}${query}`, 302);
  });
}
