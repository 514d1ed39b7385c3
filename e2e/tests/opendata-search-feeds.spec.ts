import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { waitForPage } from '../support/site';

/** The links of a feed's entries, in the feed's order. */
async function feedEntryLinks(request: APIRequestContext, href: string): Promise<string[]> {
  const feed = await request.get(href);
  expect(feed.status(), href).toBe(200);
  expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
  return [...(await feed.text()).matchAll(/<entry>[\s\S]*?<link href="([^"]+)"/g)].map((match) => match[1]!);
}

/** The feed a search page offers: the visible link below its results, which its head announces too. */
async function offeredFeed(page: Page): Promise<string> {
  const visible = page.getByRole('main').locator('a[type="application/atom+xml"]');
  await expect(visible).toHaveCount(1);
  const href = (await visible.getAttribute('href'))!;
  const announced = await page.evaluate(() =>
    [...document.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) =>
      link.getAttribute('href'),
    ),
  );
  expect(announced).toEqual([href]);
  return href;
}

/** The first judgment hit the page shows, as its address. */
async function firstJudgmentHit(page: Page, baseURL: string): Promise<string> {
  return `${baseURL}${await page.locator('article h3 a').first().getAttribute('href')}`;
}

/** A judgment search with hits, as its page address in French, and the feed the API runs for it. */
interface JudgmentSearchCase {
  name: string;
  path: (request: APIRequestContext) => Promise<string>;
  feed: string;
}

/** The answer of an API endpoint, as JSON. */
async function apiJson<Answer>(request: APIRequestContext, url: string): Promise<Answer> {
  const answer = await request.get(url);
  expect(answer.status(), url).toBe(200);
  return (await answer.json()) as Answer;
}

const JUDGMENT_SEARCHES: JudgmentSearchCase[] = [
  { name: 'judgment', path: async () => 'search/judgment?year=2024', feed: '/search/judgments.atom?' },
  {
    name: 'judgments-and-pending-cases',
    path: async () => 'search/judgments-and-pending-cases',
    feed: '/search/by-judgment-and-applicant.atom',
  },
  {
    name: 'standard',
    path: async (request) => {
      const { items } = await apiJson<{ items: { normId: string }[] }>(
        request,
        '/api/v1/search/standards?lang=fr&role=controlled&pageSize=1',
      );
      return `search/standard?role=controlled&norm=${encodeURIComponent(items[0]!.normId)}`;
    },
    feed: '/search/by-controlled-standard.atom?',
  },
  {
    name: 'table-of-content',
    path: async (request) => {
      const { tree } = await apiJson<{ tree: { id: string }[] }>(
        request,
        '/api/v1/search/table-of-content?lang=fr&pageSize=1',
      );
      return `search/table-of-content?node=${encodeURIComponent(tree[0]!.id)}`;
    },
    feed: '/search/table-of-content.atom?',
  },
];

test.describe('following a search as a feed', () => {
  for (const search of JUDGMENT_SEARCHES) {
    test(`${search.name} offers its feed, which starts with the hits the page starts with`, async ({
      page,
      request,
      baseURL,
    }) => {
      await page.goto(`/fr/${await search.path(request)}`);
      await waitForPage(page, { timeout: 20_000 });
      const href = await offeredFeed(page);
      expect(href).toContain(`/api/v1/feeds/fr${search.feed}`);
      const entries = await feedEntryLinks(request, href);
      expect(entries[0]).toBe(await firstJudgmentHit(page, baseURL!));
    });
  }

  test('the search of pending cases offers its feed, which starts with the case the page starts with', async ({
    page,
    request,
  }) => {
    await page.goto('/nl/search/judgments-and-pending-cases?scope=pending-cases');
    await waitForPage(page, { timeout: 20_000 });
    const href = await offeredFeed(page);
    expect(href).toMatch(/^\/api\/v1\/feeds\/nl\/search\/pending-cases\.atom\?/);
    const firstCase = await page.locator('article h3[id^="case-"]').first().getAttribute('id');
    const entries = await feedEntryLinks(request, href);
    expect(entries[0]).toMatch(new RegExp(`/nl/judgments/pending-cases#${firstCase}$`));
  });

  test('the judgments, press releases and pending cases pages offer their feeds', async ({ page }) => {
    for (const [path, feed] of [
      ['/de/judgments', '/api/v1/feeds/de/judgments.atom'],
      ['/de/judgments/pending-cases', '/api/v1/feeds/de/pending-cases.atom'],
      ['/de/media/press-releases-concerning-the-judgments', '/api/v1/feeds/de/press-releases.atom'],
    ] as const) {
      await page.goto(path);
      await waitForPage(page, { timeout: 20_000 });
      await expect(page.locator('link[rel="alternate"][type="application/atom+xml"]')).toHaveAttribute('href', feed);
    }
  });
});
