import { DATED, expect, test } from '../support/clock';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage, askApiFromBrowser } from '../support/site';

const PRELIMINARY_RULINGS = 'judgments/preliminary-rulings-from-the-court-of-justice-of-the-european-union';
const emptyList = { items: [], total: 0, page: 1, pageSize: 30 };

test.describe('Pending cases', DATED, () => {
  test('in English: cards with a link to follow each case, type filter and archive toggle in the URL', async ({
    page,
  }) => {
    await page.goto('/en/judgments/pending-cases');
    await waitForPage(page);
    await expect(page).toHaveTitle(/^Pending cases – /);
    const card = page.getByRole('main').getByRole('article').first();
    const rollNumber = (await card.getByRole('heading').innerText()).replace('Case ', '');
    await expect(card.getByRole('link', { name: `Follow case ${rollNumber} by e-mail` })).toHaveAttribute(
      'href',
      `/en/stay-informed?rollNumber=${rollNumber}`,
    );
    await expect(card.getByRole('link', { name: `Add to calendar: case ${rollNumber}` })).toHaveAttribute(
      'href',
      `/api/v1/calendar/en/cases/${encodeURIComponent(rollNumber)}.ics`,
    );
    await expectNoAxeViolations(page);

    await page.getByLabel('Type of case').selectOption('QuestionsReferred');
    await page.getByLabel('Include decided cases').check();
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page).toHaveURL(/\?type=QuestionsReferred&withArchive=true$/);
    await expect(page.getByRole('heading', { name: 'Cases pending and decided' })).toBeVisible();
    const types = await page
      .getByRole('main')
      .getByRole('article')
      .locator('dd')
      .filter({ hasText: /^Preliminary questions$|^Action for cancellation$/ })
      .allInnerTexts();
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(['Preliminary questions']));
    await expect(page.getByRole('main').getByText('Questions referred').first()).toBeVisible();
  });

  test("in Dutch, with no cases: 'no pending cases'", async ({ page }) => {
    await askApiFromBrowser(page);
    await page.route('**/api/v1/juris/pending-cases?*', (route) => route.fulfill({ json: emptyList }));
    await page.goto('/nl/judgments/pending-cases');
    await expect(page.getByRole('main').getByText('Geen hangende zaken.')).toBeVisible();
    await expect(page).toHaveTitle(/^Hangende zaken – /);
  });
});

test.describe('Agenda and upcoming judgments', DATED, () => {
  test('the agenda in French: both calendars, and a link to one hearing lands on it', async ({ page }) => {
    const hearings = (await (await page.request.get('/api/v1/newsletter/get-upcoming-pleadings?lang=fr')).json()) as {
      items: { id: string }[];
    };
    const last = hearings.items.at(-1)!;
    await page.goto(`/fr/agenda#${last.id}`);
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Arrêts à prononcer' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Audiences publiques' })).toBeVisible();
    await expect(page.locator(`[id="${last.id}"]`)).toBeInViewport();
    await expect(page).toHaveTitle(/^Agenda – /);
    await expectNoAxeViolations(page);

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: "Ajouter l'agenda à votre calendrier (iCalendar)" }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const ics = Buffer.concat(chunks).toString('utf8');
    expect(ics).toMatch(/^BEGIN:VCALENDAR\r\n/);
    expect(ics).toContain('TZID:Europe/Brussels');
  });

  test("the agenda in German with empty calendars shows the spec's messages", async ({ page }) => {
    await askApiFromBrowser(page);
    await page.route('**/api/v1/newsletter/get-upcoming-*', (route) => route.fulfill({ json: emptyList }));
    await page.goto('/de/agenda');
    await expect(page.getByText('Für die kommenden Tage ist kein Entscheid angekündigt.')).toBeVisible();
    await expect(page.getByText('Es ist keine öffentliche Sitzung geplant.')).toBeVisible();
  });

  test('upcoming judgments in English and Dutch', async ({ page }) => {
    await page.goto('/en/judgments/upcoming');
    await waitForPage(page);
    await expect(page.getByRole('heading', { level: 2, name: 'Judgments to be delivered' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto('/nl/judgments/upcoming');
    await expect(page).toHaveTitle(/^Aangekondigde arresten – /);
  });
});

test.describe('Preliminary rulings of the Court of Justice of the EU', DATED, () => {
  for (const locale of ['en', 'nl'] as const) {
    test(`the chain from referral to ruling, in ${locale}`, async ({ page }) => {
      await page.goto(`/${locale}/${PRELIMINARY_RULINGS}`);
      await waitForPage(page);
      const main = page.getByRole('main');
      await expect(main.getByRole('article').first()).toBeVisible();
      await expect(main.getByRole('article').first().getByRole('link').first()).toHaveAttribute(
        'href',
        new RegExp(`^/${locale}/ARR/\\d+/\\d{4}$`),
      );
      if (locale === 'en') {
        await expect(main.getByText('The opinion of the Advocate General is not available.').first()).toBeVisible();
        await expect(main.getByText('The Court of Justice has not yet delivered its judgment.').first()).toBeVisible();
        await expect(
          main.getByText('The Court of Justice will not deliver a judgment: the case was withdrawn.').first(),
        ).toBeVisible();
      }
      await expectNoAxeViolations(page);
    });
  }
});

test('the home page shows the latest judgments and the next hearings', DATED, async ({ page }) => {
  await page.goto('/en');
  const widgets = page.getByTestId('home-widgets');
  await widgets.scrollIntoViewIfNeeded();
  const latest = page.getByRole('region', { name: 'Latest judgments' });
  await expect(latest.getByRole('link', { name: /^Judgment \d+\/\d{4}$/ }).first()).toBeVisible();
  const hearings = page.getByRole('region', { name: 'Next public hearings' });
  // A hearing's own link (in the list), not the link to the whole agenda that shows while the list loads.
  await hearings.getByRole('listitem').getByRole('link').first().click();
  await expect(page).toHaveURL(/\/en\/agenda#hearing-/);
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
});
