import { DATED, expect, test } from '../support/clock';
import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage } from '../support/site';

/** `[hreflang, href]` of the page's alternates and its canonical address, as the head holds them now. */
async function headLinks(page: Page) {
  return page.evaluate(() => ({
    canonical: document.querySelector('link[rel="canonical"]')?.getAttribute('href'),
    alternates: [...document.querySelectorAll('link[rel="alternate"][hreflang]')].map((link) => [
      link.getAttribute('hreflang'),
      link.getAttribute('href'),
    ]),
    feeds: [...document.querySelectorAll('link[rel="alternate"][type="application/atom+xml"]')].map((link) =>
      link.getAttribute('href'),
    ),
  }));
}

test.describe('open data', DATED, () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`the open data page in ${locale}: the enforced limit, feeds, calendar download, API reference`, async ({
      page,
      baseURL,
    }) => {
      await page.goto(`/${locale}/court/open-data`);
      await waitForPage(page);
      // The server under test allows 100000 requests a minute: the page states what the API announces.
      await expect(page.getByTestId('rate-limit')).toContainText('100000');
      await expect(page.getByTestId('api-reference').getByRole('heading', { level: 3 }).first()).toBeVisible();
      await expectNoAxeViolations(page);

      const head = await headLinks(page);
      expect(head.canonical).toBe(`${baseURL}/${locale}/court/open-data`);
      expect(head.alternates).toContainEqual(['nl', `${baseURL}/nl/court/open-data`]);
      expect(head.alternates).toContainEqual(['x-default', `${baseURL}/court/open-data`]);
      expect(head.feeds).toContain(`/api/v1/feeds/${locale}/judgments.atom`);

      // An endpoint of the API opens onto its parameters.
      const endpoint = page
        .getByTestId('api-reference')
        .locator('details')
        .filter({ hasText: '/api/v1/juris/judgments' });
      await endpoint.first().locator('summary').click();
      await expect(endpoint.first().getByRole('table').first()).toContainText('pageSize');

      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('main').locator(`a[href="/api/v1/calendar/${locale}/agenda.ics"]`).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`agenda-${locale}.ics`);
      const ics = await download.createReadStream().then(
        (stream) =>
          new Promise<string>((resolve) => {
            let text = '';
            stream.on('data', (chunk) => (text += String(chunk)));
            stream.on('end', () => resolve(text));
          }),
      );
      expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
      expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/Brussels');
      expect(ics).toMatch(/DTSTART;TZID=Europe\/Brussels:\d{8}T\d{6}\r\n/);
    });
  }

  test('the judgments page offers its feed, which lists the newest judgments', async ({ page, request }) => {
    await page.goto('/nl/judgments');
    await waitForPage(page);
    const { feeds } = await headLinks(page);
    expect(feeds).toEqual(['/api/v1/feeds/nl/judgments.atom']);
    const feed = await request.get(feeds[0]!);
    expect(feed.headers()['content-type']).toBe('application/atom+xml; charset=utf-8');
    const newest = (await (await request.get('/api/v1/juris/judgments?lang=nl&pageSize=1')).json()).items[0];
    expect(await feed.text()).toContain(`/nl/ARR/${newest.number}/${newest.year}"`);
  });

  test('a judgment names as alternates only the languages it was published in', async ({ page, request }) => {
    const [judgment] = (await (await request.get('/api/v1/juris/judgments?lang=fr&pageSize=1')).json()).items;
    await page.goto(`/fr/ARR/${judgment.number}/${judgment.year}`);
    await waitForPage(page);
    const { alternates } = await headLinks(page);
    expect(alternates.map(([lang]) => lang).sort()).toEqual([...judgment.languages, 'x-default'].sort());
  });

  test('sitemap.xml lists every judgment, and robots.txt points to it', async ({ request, baseURL }) => {
    const robots = await (await request.get('/robots.txt')).text();
    expect(robots).toContain(`Sitemap: ${baseURL}/sitemap.xml`);
    const sitemap = await (await request.get('/sitemap.xml')).text();
    const judgments = new Set([...sitemap.matchAll(/<loc>[^<]*\/ARR\/(\d+\/\d+)<\/loc>/g)].map((m) => m[1]));
    const years = (await (await request.get('/api/v1/juris/judgments/years')).json()).items as { count: number }[];
    expect(judgments.size).toBe(years.reduce((sum, year) => sum + year.count, 0));
  });
});

// What the page says of reuse does not depend on the day: on today's date only.
test.describe('open data: reuse', () => {
  for (const locale of ['en', 'fr'] as const) {
    test(`the open data page in ${locale} documents reuse: formats, licence, limits with and without a key, whom to ask`, async ({
      page,
      request,
    }) => {
      await page.goto(`/${locale}/court/open-data`);
      await waitForPage(page);
      // Both figures as the API announces them: the server under test allows 100000 requests a minute without a key.
      const { info } = await (await request.get('/api/v1/openapi.json')).json();
      await expect(page.getByTestId('rate-limit')).toContainText(String(info['x-rate-limit-per-minute']));
      await expect(page.getByTestId('key-rate-limit')).toContainText(String(info['x-api-key-rate-limit-per-minute']));
      await expect(page.getByRole('main').locator('code').filter({ hasText: 'X-Api-Key: ghcc_' })).toBeVisible();

      const formats = page.getByTestId('formats');
      await expect(formats).toContainText('/api/v1/juris/judgments/{year}/{number}/akn?lang=nl|fr|de');
      await expect(formats).toContainText('/api/v1/changes?since={cursor}');
      await expect(formats.getByRole('link', { name: '/api/v1/bulk/judgments.jsonl.gz' })).toBeVisible();
      await expect(formats.getByRole('link', { name: '/api/v1/bulk/manifest.json' })).toBeVisible();
      await expect(page.getByRole('link', { name: /^CC0 1\.0/ })).toHaveAttribute(
        'href',
        'https://creativecommons.org/publicdomain/zero/1.0/',
      );

      // Whom to ask: the registry's address as the contact page of this language gives it.
      const { email } = await (await request.post(`/_content/${locale}/contacts`, { data: {} })).json();
      const ask = page.getByTestId('ask-for-key');
      await expect(ask.getByRole('link', { name: email })).toHaveAttribute('href', `mailto:${email}`);
      await expect(ask.locator(`a[href="/${locale}/contacts"]`)).toBeVisible();
    });
  }
});
