import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { courtPaths, localized, ownerOfPath } from '@court/site-map';
import { routeName, routePath, SITE_ROUTES } from '../support/routes';
import { LOCALES, waitForPage, type Locale } from '../support/site';

/**
 * The head of a page in the HTML the server sends: a crawler that runs no script reads the page's own title,
 * description, canonical address and hreflang alternates, one of each, the very ones the browser shows once the
 * scripts have taken the page over.
 */

/** The court's name, the title of the home page and the end of every other page's title. */
const TITLE_SUFFIX: Record<'nl' | 'fr', string> = {
  nl: 'Grondwettelijk Hof van België',
  fr: 'Cour constitutionnelle de Belgique',
};

interface Head {
  titles: string[];
  descriptions: string[];
  canonical: string[];
  hreflangs: string[];
}

/**
 * What a page says about itself in `<head>`: the live page's, or with `html` that of this HTML as the browser's
 * parser reads it (no script in it runs).
 */
function readHead(page: Page, html?: string): Promise<Head> {
  // Without its styles: parsed inside the page the test is on, they would be checked against that page's CSP,
  // which allows its own styles only.
  const source = html?.replace(/<style\b[^>]*>[\s\S]*?<\/style>/g, '');
  return page.evaluate((source) => {
    const document = source === undefined ? window.document : new DOMParser().parseFromString(source, 'text/html');
    const all = (selector: string) => [...document.head.querySelectorAll(selector)];
    return {
      titles: all('title').map((title) => title.textContent ?? ''),
      descriptions: all('meta[name="description"]').map((meta) => meta.getAttribute('content') ?? ''),
      canonical: all('link[rel="canonical"]').map((link) => link.getAttribute('href') ?? ''),
      hreflangs: all('link[rel="alternate"][hreflang]')
        .map((link) => `${link.getAttribute('hreflang')} ${link.getAttribute('href')}`)
        .sort(),
    };
  }, source);
}

/**
 * The head of the HTML the server sends for `path` (a plain GET). A section's page the server has not drawn
 * yet goes out as a loading frame the first time (its first-screen build is loaded, its search index warmed):
 * it is asked for again until drawn.
 */
async function servedHead(page: Page, request: APIRequestContext, path: string): Promise<Head> {
  let html = '';
  await expect
    .poll(async () => (html = await (await request.get(path)).text()), { message: path, timeout: 20_000 })
    .toContain('<div id="root" data-drawn="page">');
  return readHead(page, html);
}

const itemRoute = (name: string) => SITE_ROUTES.find((route) => routeName(route) === name)!;

/** The pages checked, in a language: the home page, a judgment, a court page, search results, the 404 page. */
async function pagesIn(request: APIRequestContext, locale: Locale): Promise<string[]> {
  return [
    localized(locale, ''),
    await routePath(itemRoute('/{lang}/ARR/{number}/{year}'), request, locale),
    localized(locale, courtPaths.presentation()),
    await routePath(itemRoute('/{lang}/search/judgments-and-pending-cases?rollNumber={roll number}'), request, locale),
    localized(locale, 'no-such-page'),
  ];
}

test.describe('the head of the HTML the server sends', () => {
  test.describe.configure({ timeout: 180_000 });

  for (const locale of ['nl', 'fr'] as const) {
    test(`holds each page's own title, description and addresses, as the browser shows them (${locale})`, async ({
      page,
      request,
      baseURL,
    }) => {
      const titles = new Set<string>();
      for (const path of await pagesIn(request, locale)) {
        const served = await servedHead(page, request, path);
        expect(served.titles, path).toHaveLength(1);
        expect(served.descriptions, path).toHaveLength(1);
        expect(served.descriptions[0], path).toMatch(/\S/);
        expect(served.canonical, path).toEqual([`${baseURL}${path.split('?')[0]}`]);
        expect(served.hreflangs, path).toContain(`x-default ${baseURL}${path.split('?')[0]!.slice(3) || '/'}`);
        const title = served.titles[0]!;
        // The home page is titled by the court's name; every other page by its own title beside it.
        expect(title, path).toMatch(
          path === `/${locale}` ? new RegExp(`^${TITLE_SUFFIX[locale]}$`) : new RegExp(`. – ${TITLE_SUFFIX[locale]}$`),
        );
        expect(titles.has(title), `${path} has the title of another page: ${title}`).toBe(false);
        titles.add(title);

        // The scripts take the page over: they write its head anew, to the very same.
        await page.goto(path);
        await waitForPage(page);
        await expect.poll(() => readHead(page), { message: path }).toEqual(served);
      }
    });
  }

  // Every page of the site map, one language each in turn; the login area's pages, which depend on the visitor's
  // login, are drawn by the browser in a loading frame's place and keep index.html's head until then.
  SITE_ROUTES.forEach((route, index) => {
    const locale = LOCALES[index % LOCALES.length]!;
    test(`${routeName(route)} in ${locale}: one title and description, the page's own`, async ({ page, request }) => {
      const path = await routePath(route, request, locale);
      test.skip(ownerOfPath(path.split('?')[0]!) === 'shell' && path !== `/${locale}`, 'drawn by the browser');
      const served = await servedHead(page, request, path);
      expect(served.titles).toHaveLength(1);
      expect(served.descriptions).toHaveLength(1);
      await page.goto(path);
      await waitForPage(page);
      // A page may change once its scripts run (the login callback finishes the login and says how it went): its
      // title and addresses stay, its description follows what it then shows.
      await expect.poll(() => readHead(page)).toEqual({ ...served, descriptions: [expect.stringMatching(/\S/)] });
    });
  });
});
