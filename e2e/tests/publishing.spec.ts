import { expect, test } from '@playwright/test';
import { siteNow } from '../support/clock';
import { judgmentOfToday } from '../support/judgments';
import { waitForPage } from '../support/site';
import { registryToken, tinyPdf } from '../support/staff';

/**
 * The court publishing, as its systems do it, and what a visitor sees of it. These tests change what the site
 * shows, so they run after every other test (the `publishing` project of the config).
 */

const today = () => siteNow().toISOString().slice(0, 10);
const year = () => siteNow().getFullYear();
const NUMBER = 987;

const judgment = () =>
  judgmentOfToday({
    rollNumber: '9871',
    headnote: { nl: 'De bescherming van de zeehonden', fr: 'La protection des phoques' },
    reasons: {
      nl: 'De bestreden bepaling regelt de bescherming van de zeehonden in de Noordzee.',
      fr: 'La disposition attaquée règle la protection des phoques en mer du Nord.',
    },
  });

test('the registry publishes a judgment with its PDFs; the site shows it everywhere, and withdraws it', async ({
  page,
  request,
}) => {
  const headers = { authorization: `Bearer ${await registryToken(request, 'publish:judgments')}` };
  const item = `/api/v1/publishing/judgments/${year()}/${NUMBER}`;
  const published = await request.put(item, { headers, data: judgment() });
  expect(published.status()).toBe(201);
  for (const lang of ['nl', 'fr']) {
    const pdf = await request.put(`${item}/pdf/${lang}`, {
      headers: { ...headers, 'content-type': 'application/pdf' },
      data: tinyPdf(`${NUMBER} ${lang}`),
    });
    expect(pdf.status()).toBe(201);
  }
  expect((await (await request.put(item, { headers, data: judgment() })).json()).unchanged).toBe(true);

  // The list of the year, the permalink with its PDFs, the search with stemming, the feed and the sitemap.
  await page.goto(`/nl/judgments?year=${year()}`);
  await expect(page.locator(`#judgment-${year()}-${NUMBER}`)).toBeVisible();
  await page.goto(`/nl/ARR/${NUMBER}/${year()}`);
  await waitForPage(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Arrest ${NUMBER}/${year()}`);
  await expect(page.getByText('De bescherming van de zeehonden').first()).toBeVisible();
  const pdfLink = page.getByRole('main').getByRole('link', { name: /PDF/ }).first();
  await expect(pdfLink).toBeVisible();
  const pdf = await request.get((await pdfLink.getAttribute('href'))!);
  expect(await pdf.text()).toContain(`% ${NUMBER}`);
  await page.goto('/nl/search/full-text-judgment?term=zeehond');
  await expect(page.getByRole('main').locator(`a[href*="/nl/ARR/${NUMBER}/${year()}"]`).first()).toBeVisible();
  expect(await (await request.get('/api/v1/feeds/nl/judgments.atom')).text()).toContain(`/nl/ARR/${NUMBER}/${year()}`);
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/nl/ARR/${NUMBER}/${year()}`);

  // Withdrawn: the permalink answers 410 and says so; the search, the feed and the sitemap no longer have it.
  expect((await request.delete(item, { headers })).status()).toBe(200);
  const gone = await page.goto(`/fr/ARR/${NUMBER}/${year()}`);
  expect(gone?.status()).toBe(410);
  await expect(page.getByRole('note')).toHaveText('La Cour a retiré cet arrêt de son site.');
  expect((await request.get(`/public/f/${year()}/${year()}-${NUMBER}f.pdf`)).status()).toBe(410);
  await page.goto('/nl/search/full-text-judgment?term=zeehond');
  await waitForPage(page);
  await expect(page.getByRole('main').locator(`a[href*="/nl/ARR/${NUMBER}/${year()}"]`)).toHaveCount(0);
  expect(await (await request.get('/api/v1/feeds/nl/judgments.atom')).text()).not.toContain(`ARR/${NUMBER}/${year()}`);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(`ARR/${NUMBER}/${year()}`);
});

test('an embargoed press release appears on its page and the home page at its time, without a restart', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const headers = { authorization: `Bearer ${await registryToken(request, 'publish:press')}` };
  const publishAt = new Date(siteNow().getTime() + 20_000).toISOString();
  const id = `pr-embargo-${Date.now().toString(36)}`;
  const title = `Persbericht onder embargo ${id}`;
  const created = await request.put(`/api/v1/publishing/press-releases/${id}`, {
    headers,
    data: {
      kind: 'pressReleaseForJudgments',
      date: today(),
      publishAt,
      title: { nl: title, fr: `Communiqué sous embargo ${id}` },
      body: { nl: 'Het Hof spreekt zich uit.', fr: 'La Cour se prononce.' },
    },
  });
  expect((await created.json()).state).toBe('scheduled');

  const onList = async () => {
    await page.goto('/nl/media/press-releases-concerning-the-judgments');
    await waitForPage(page);
    return page.getByRole('main').getByText(title).count();
  };
  const onHome = async () => {
    await page.goto('/nl');
    await page.getByTestId('home-widgets').scrollIntoViewIfNeeded();
    const widget = page.getByTestId('latest-press-widget');
    await expect(widget.getByRole('article').first()).toBeVisible();
    return widget.getByText(title).count();
  };
  expect(await onList()).toBe(0);
  expect(await onHome()).toBe(0);

  await expect.poll(onList, { timeout: 45_000, intervals: [2000] }).toBe(1);
  expect(await onHome()).toBe(1);

  await request.delete(`/api/v1/publishing/press-releases/${id}`, { headers });
  expect(await onList()).toBe(0);
});
