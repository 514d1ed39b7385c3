import { DATED, expect, test } from '../support/clock';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage, askApiFromBrowser } from '../support/site';

test.describe('Court section: members', DATED, () => {
  test('members are grouped: current ones by role, then emeritus and former members; photos fall back', async ({
    page,
  }) => {
    await page.goto('/en/court/presentation/members');
    await waitForPage(page);
    const main = page.getByRole('main');
    const current = main.getByRole('region', { name: 'Current members' });
    for (const role of ['Presidents', 'Judges', 'Registrars', 'Legal secretaries', 'Office staff']) {
      await expect(current.getByRole('region', { name: role }).getByRole('link').first()).toBeVisible();
    }
    await expect(current.getByRole('region', { name: 'Presidents' }).getByRole('listitem')).toHaveCount(2);
    const emeritus = main.getByRole('region', { name: 'Emeritus members' });
    await expect(emeritus.getByRole('columnheader')).toHaveText(['Name', 'Role', 'Took office', 'Left office']);
    const former = main.getByRole('region', { name: 'Former members' });
    await expect(former.getByRole('columnheader', { name: 'Died' })).toBeVisible();
    expect(await former.getByRole('row').count()).toBeGreaterThan(10);

    // Every photo answers 404 in the demo: each becomes the silhouette (photos load lazily, so scroll to
    // each), loaded, with an empty alternative text; no broken image is left.
    const portraits =
      (await current.getByRole('region', { name: 'Presidents' }).getByRole('listitem').count()) +
      (await current.getByRole('region', { name: 'Judges' }).getByRole('listitem').count());
    const images = main.locator('img');
    await expect(images).toHaveCount(portraits);
    for (let index = 0; index < portraits; index += 1) {
      await images.nth(index).scrollIntoViewIfNeeded();
      await expect(images.nth(index)).toHaveAttribute('data-testid', 'member-photo-placeholder');
      await expect(images.nth(index)).toHaveAttribute('alt', '');
      await expect
        .poll(() =>
          images.nth(index).evaluate((element: HTMLImageElement) => element.complete && element.naturalWidth > 0),
        )
        .toBe(true);
    }
  });

  test('a member page gives the role, the term of office and the biography', async ({ page }) => {
    await page.goto('/nl/court/presentation/members');
    await page.getByRole('region', { name: 'Emeriti' }).getByRole('link').first().click();
    await expect(page).toHaveURL(/\/nl\/court\/presentation\/members\/[a-z0-9-]+$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(main.getByRole('term')).toContainText([
      'Functie',
      'Status',
      'In functie getreden',
      'Uit functie getreden',
    ]);
    await expect(main.getByRole('definition').filter({ hasText: 'Emeritus' })).toBeVisible();
    await expect(main.getByRole('heading', { name: 'Biografie' })).toBeVisible();
    await expect(main.getByTestId('member-photo-placeholder')).toHaveAttribute('alt', '');
    await expectNoAxeViolations(page);
  });

  test('the organisation page shows each group with the people now in it', async ({ page }) => {
    await page.goto('/fr/court/presentation/organization');
    const main = page.getByRole('main');
    for (const heading of ['Juges', 'Greffiers', 'Référendaires', 'Personnel']) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main.getByRole('region', { name: 'Présidents' }).getByRole('listitem')).toHaveCount(2);
  });
});

test.describe('Court section: job offers', DATED, () => {
  for (const path of ['/en/court/job-offers', '/en/court/jobs']) {
    test(`in English, ${path} says the offers are published in Dutch, French and German, with links`, async ({
      page,
    }) => {
      const vacancyCalls: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/v1/film/vaca')) vacancyCalls.push(request.url());
      });
      await page.goto(path);
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Job offers');
      await expect(page.getByTestId('job-offers-other-languages')).toContainText('Dutch, French and German');
      await page.getByRole('link', { name: 'Vacatures (Nederlands)' }).click();
      await expect(page).toHaveURL(/\/nl\/court\/job-offers$/);
      await expect(page.getByTestId('job-offer-list').getByRole('listitem').first()).toBeVisible();
      expect(vacancyCalls.every((url) => url.includes('lang=nl'))).toBe(true);
    });
  }

  for (const locale of ['nl', 'fr', 'de'] as const) {
    test(`in ${locale}, the open vacancies are listed with their dates and PDF`, async ({ page }) => {
      await page.goto(`/${locale}/court/job-offers`);
      await waitForPage(page);
      const offers = page.getByTestId('job-offer-list').getByRole('listitem');
      // A PDF is checked (HEAD) once its offer comes near the screen, and linked only if it is there.
      await offers.first().scrollIntoViewIfNeeded();
      const pdf = offers.first().getByRole('link', { name: /PDF/ });
      await expect(pdf).toHaveAttribute('href', new RegExp(`^/public/jobs/.+-${locale}\\.pdf$`));
      const head = await page.request.head((await pdf.getAttribute('href'))!);
      expect(head.headers()['content-type']).toContain('application/pdf');
    });
  }

  test('no vacancy, and a failing list, are said in place; the text stays', async ({ page }) => {
    let answer: 'empty' | 'error' = 'empty';
    await askApiFromBrowser(page);
    await page.route('**/api/v1/film/vaca**', (route) =>
      answer === 'empty'
        ? route.fulfill({ json: { items: [], total: 0, page: 1, pageSize: 100 } })
        : route.fulfill({ status: 500, json: { errors: [{ code: 'unknown-server-error' }] } }),
    );
    await page.goto('/nl/court/job-offers');
    await expect(page.getByTestId('empty-state')).toHaveText('Er zijn op dit ogenblik geen vacatures.');
    answer = 'error';
    await page.reload();
    await expect(page.getByRole('alert')).toContainText('Er is een fout opgetreden bij het ophalen van de gegevens.');
    await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toHaveText('Werken bij het Hof');
    await expect(page).toHaveURL(/\/nl\/court\/job-offers$/);
  });
});

test.describe('Court section: publications', () => {
  test('speeches are the publications whose title has a speech word, each with its PDF', async ({ page }) => {
    await page.goto('/de/court/publications/speeches');
    const items = page.getByTestId('publication-list').getByRole('listitem');
    await expect(items.first()).toBeVisible();
    for (const title of await items.getByRole('heading', { level: 2 }).allInnerTexts()) {
      expect(title).toMatch(/\b(Speech|Speeches|Rede|Reden|Discours|Toespraak|Toespraken)\b/i);
    }
    await expect(items.first().getByRole('link', { name: /PDF \(Deutsch\)/ })).toHaveAttribute('href', /\.pdf$/);
  });

  test('a study without an English PDF offers the Dutch and French ones', async ({ page }) => {
    await page.goto('/en/court/publications/studies');
    const first = page.getByTestId('publication-list').getByRole('listitem').first();
    await expect(first.getByRole('link', { name: /PDF \(Nederlands\)/ })).toBeVisible();
    await expect(first.getByRole('link', { name: /PDF \(Français\)/ })).toBeVisible();
    await expect(first).toContainText('Not available in English');
  });
});
