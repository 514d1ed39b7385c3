import { expect, test, type Page } from '@playwright/test';
import { routeName, routePath, SITE_ROUTES } from '../support/routes';
import { waitForPage, type Locale } from '../support/site';

/** What a page says about itself in `<head>`, as the head holds it now. */
async function readHead(page: Page) {
  return page.evaluate(() => ({
    title: document.title,
    descriptions: [...document.querySelectorAll<HTMLMetaElement>('meta[name="description"]')].map((m) => m.content),
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href') ?? null,
    hreflangs: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((l) => l.getAttribute('hreflang')),
  }));
}

/** Goes to `path` inside the running site, as a link would: the router navigates, the page is not reloaded. */
async function navigateInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState(null, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** The same page under two addresses (the Court's index is its presentation; jobs and job-offers): one title. */
const SAME_PAGE: Record<string, string> = {
  court: 'court/presentation',
  'court/jobs': 'court/job-offers',
};

/** Walked in one language: every page of the site map but those behind the login (they show the 401 card). */
const WALKED = SITE_ROUTES.filter((route) => !route.loginRequired);

/** Which page a route shows: addresses that differ only by their query, or aliases, show the same page. */
function pageKey(path: string): string {
  const bare = path.split('?')[0]!.replace(/^\/\w\w\/?/, '');
  return SAME_PAGE[bare] ?? bare;
}

interface Visit {
  key: string;
  title: string;
  description: string;
}

test.describe('what every page says about itself', () => {
  test.describe.configure({ timeout: 240_000 });

  test('each page in English and Dutch: its own title and description, canonical and alternates, after in-app navigation too', async ({
    page,
    request,
    baseURL,
  }) => {
    const visits: Record<string, Map<string, Visit>> = {};
    for (const locale of ['en', 'nl'] as const satisfies Locale[]) {
      const seen = new Map<string, Visit>();
      visits[locale] = seen;
      let previous: Visit | undefined;
      let siteDescription = '';
      for (const [index, route] of WALKED.entries()) {
        const path = await routePath(route, request, locale);
        const key = pageKey(path);
        const where = `${routeName(route)} in ${locale}`;
        if (index === 0) {
          await page.goto(path);
        } else {
          await navigateInApp(page, path);
        }
        const canonical = `${baseURL}${path.split('?')[0]}`;
        // The frame writes the canonical address once the page is shown: the page's own tags are in by then.
        await expect.poll(async () => (await readHead(page)).canonical, { message: where }).toBe(canonical);
        await waitForPage(page);
        const samePage = previous?.key === key;
        // The description follows the page (one render after it), never staying that of the page before.
        await expect
          .poll(async () => (await readHead(page)).descriptions, { message: where })
          .toEqual([expect.stringMatching(samePage || !previous ? /\S/ : notExactly(previous.description))]);
        const head = await readHead(page);
        const visit = { key, title: head.title, description: head.descriptions[0]! };

        // Alternates: x-default and the languages the page exists in (a judgment may lack the visitor's).
        expect(head.hreflangs, where).toContain('x-default');
        expect(head.hreflangs.length, where).toBeGreaterThan(1);
        if (index === 0) {
          siteDescription = visit.description;
        } else {
          // Each page says what it offers: a title of its own beside the court's name, not the site's description.
          expect(visit.title, where).toMatch(/ – /);
          expect(visit.description, where).not.toBe(siteDescription);
        }
        const other = [...seen.values()].find((earlier) => earlier.title === visit.title && earlier.key !== key);
        expect(other?.key, `${where} has the title of another page: ${visit.title}`).toBeUndefined();
        seen.set(key, visit);
        previous = visit;
      }
    }
    // A page describes itself in its own language.
    for (const [key, english] of visits.en!) {
      expect(visits.nl!.get(key)?.description, key).not.toBe(english.description);
    }
  });

  test('an error page is described by what its card says: the server error, a page behind the login', async ({
    page,
  }) => {
    const card = page.getByTestId('error-card');
    for (const path of ['/sorry', '/en/admin']) {
      await page.goto(path);
      await expect(card).toBeVisible();
      const text = await card.innerText();
      await expect
        .poll(async () => (await readHead(page)).descriptions.filter((d) => /\S/.test(d) && text.includes(d)), {
          message: path,
        })
        .toHaveLength(1);
    }
  });
});

/** A pattern matching any text but `text`. */
function notExactly(text: string): RegExp {
  return new RegExp(`^(?!${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$)[\\s\\S]*\\S`);
}
