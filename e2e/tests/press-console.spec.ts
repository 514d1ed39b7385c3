import { expect, test, type Browser, type Page } from '@playwright/test';
import { logInAtProvider } from '../support/auth';
import { expectNoAxeViolations } from '../support/axe';
import { LOCALES } from '../support/site';
import { logInAsStaff } from '../support/staff';

/**
 * The press console, as the press office uses it: staff log in with the staff identity provider, write, schedule,
 * publish and withdraw press releases, and what they publish reaches the public pages. These tests change what
 * the site shows, so they run with the publishing tests, after every other test.
 */

const BRUSSELS = 'Europe/Brussels';

/** Brussels date and time (YYYY-MM-DD, HH:MM) a number of minutes from now, rounded up to the next minute. */
function brusselsInMinutes(minutes: number): { date: string; time: string; at: Date } {
  const at = new Date(Math.ceil((Date.now() + minutes * 60_000) / 60_000) * 60_000);
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone: BRUSSELS,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}`, at };
}

/** Opens the console in a new browser context, logged in as the press officer. */
async function officerPage(browser: Browser, path = '/en/media/console'): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(path);
  await logInAsStaff(page, 'press-officer');
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\?.*/, '')}(\\?|$)`));
  await expect(page.getByTestId('console-officer')).toContainText('press-officer');
  return page;
}

/** A judgment the site publishes, to link releases to. */
async function publishedJudgment(page: Page): Promise<{ year: number; number: number }> {
  const answer = await page.request.get('/api/v1/juris/judgments?lang=nl&pageSize=1');
  const { items } = (await answer.json()) as { items: { year: number; number: number }[] };
  return items[0]!;
}

async function writeRelease(page: Page, title: string, judgment: { year: number; number: number }) {
  await page.getByRole('link', { name: 'Write a press release' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'New press release' })).toBeVisible();
  await page.getByLabel('Judgment number').fill(String(judgment.number));
  await page.getByLabel('Year', { exact: true }).fill(String(judgment.year));
  await expect(page.getByTestId('judgment-summary')).toContainText(`${judgment.number}/${judgment.year}`);
  const dutch = page.getByRole('group', { name: 'Dutch version' });
  await dutch.getByLabel('Title').fill(`${title} (nl)`);
  await dutch.getByLabel('Text').fill('Het Hof vernietigt de bepaling.\n\nDe **gevolgen** worden gehandhaafd.');
  const french = page.getByRole('group', { name: 'French version' });
  await french.getByLabel('Title').fill(`${title} (fr)`);
  await french.getByLabel('Text').fill('La Cour annule la disposition.');
}

test('a citizen logged in with the federal login gets the 403 card, not the console', async ({ page }) => {
  await page.goto('/en/auth/login?redirect=%2Fen');
  await logInAtProvider(page, 'Luc Dubois');
  await expect(page).toHaveURL(/\/en$/);
  await page.goto('/en/media/console');
  await expect(page.getByTestId('error-card')).toContainText('403');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page is for the court's press office");
  await expect(page.getByRole('link', { name: 'Write a press release' })).toHaveCount(0);
});

test('a visitor is sent to the staff login, comes back to the page asked for, and can log out', async ({ browser }) => {
  const page = await officerPage(browser, '/en/media/console?state=published');
  await expect(page.getByRole('heading', { level: 1, name: 'Press releases' })).toBeVisible();
  await expect(page.getByLabel('State')).toHaveValue('published');
  await expect(page.getByTestId('console-releases').getByTestId('release-state').first()).toHaveText('Published');

  // Logging out ends the provider's session too: the next visit asks for the password again.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.getByRole('button', { name: 'Yes, sign me out' }).click();
  await expect(page.getByTestId('logged-out')).toContainText('You are logged out');
  await page.goto('/en/media/console');
  await expect(page).toHaveURL(/\/staff\/login\//);
});

test('a release in Dutch and French, scheduled two minutes ahead, goes out then, and is withdrawn', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const page = await officerPage(browser);
  const title = `Zeehonden ${Date.now()}`;
  await writeRelease(page, title, await publishedJudgment(page));
  await expect(page.getByTestId('missing-languages')).toContainText('German');

  // The preview draws each language as the public list will, the Markdown rendered.
  await page.getByRole('button', { name: 'Preview' }).click();
  const preview = page.getByTestId('preview-nl');
  await expect(preview.getByRole('heading', { name: `${title} (nl)` })).toBeVisible();
  await preview.getByText('Read the press release').click();
  await expect(preview.locator('strong', { hasText: 'gevolgen' })).toBeVisible();
  await expect(page.getByTestId('preview-fr')).toBeVisible();

  const goesOut = brusselsInMinutes(2);
  await page.getByRole('radio', { name: 'At a date and time' }).check();
  await page.getByLabel('Publication date').fill(goesOut.date);
  await page.getByLabel('Time', { exact: true }).fill(goesOut.time);
  await page.getByRole('button', { name: 'Schedule' }).click();
  await expect(page.getByTestId('save-outcome')).toContainText('Scheduled');
  await expect(page).toHaveURL(/\/en\/media\/console\/releases\/pr-/);
  await expect(page.getByTestId('release-state').first()).toContainText(`${goesOut.time}`);

  // Before its time: on no public page.
  const visitor = await (await browser.newContext()).newPage();
  const list = '/nl/media/press-releases-concerning-the-judgments';
  await visitor.goto(list);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(`${title} (nl)`)).toHaveCount(0);
  await visitor.goto('/nl');
  await visitor.getByTestId('home-widgets').scrollIntoViewIfNeeded();
  await expect(visitor.getByTestId('latest-press-widget').getByRole('article').first()).toBeVisible();
  await expect(visitor.getByText(`${title} (nl)`)).toHaveCount(0);

  // After its time: on the list and on the home page.
  await expect(async () => {
    await visitor.goto(list);
    await expect(visitor.getByRole('heading', { name: `${title} (nl)` })).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: goesOut.at.getTime() - Date.now() + 60_000, intervals: [5_000] });
  await visitor.goto('/nl');
  await visitor.getByTestId('home-widgets').scrollIntoViewIfNeeded();
  await expect(visitor.getByTestId('latest-press-widget').getByRole('link', { name: `${title} (nl)` })).toBeVisible();
  await visitor.goto('/fr/media/press-releases-concerning-the-judgments');
  await expect(visitor.getByRole('heading', { name: `${title} (fr)` })).toBeVisible();

  // Withdrawn: gone from the public pages; the history says who did what.
  await page.reload();
  await expect(page.getByTestId('release-state').first()).toHaveText('Published');
  await page.getByRole('button', { name: 'Withdraw' }).click();
  await page.getByRole('button', { name: 'Yes, withdraw it now' }).click();
  await expect(page.getByTestId('save-outcome')).toContainText('Withdrawn');
  const history = page.getByTestId('release-history');
  await expect(history.getByRole('listitem')).toHaveCount(3);
  await expect(history.getByRole('listitem').first()).toContainText('Withdrawn by press-officer');
  await expect(history).toContainText('Went out at its scheduled time');
  await visitor.goto(list);
  await expect(visitor.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(visitor.getByText(`${title} (nl)`)).toHaveCount(0);
});

test("a second officer's stale save gets the conflict message and loses nothing", async ({ browser }) => {
  const first = await officerPage(browser);
  const title = `Conflict ${Date.now()}`;
  await writeRelease(first, title, await publishedJudgment(first));
  await first.getByRole('button', { name: 'Save as draft' }).click();
  await expect(first.getByTestId('save-outcome')).toContainText('draft');
  const address = first.url().replace(/^https?:\/\/[^/]+/, '');

  const second = await officerPage(browser, address);
  const secondTitle = second.getByRole('group', { name: 'Dutch version' }).getByLabel('Title');
  await expect(secondTitle).toHaveValue(`${title} (nl)`);

  await first.getByRole('group', { name: 'Dutch version' }).getByLabel('Title').fill(`${title} – first`);
  await first.getByRole('button', { name: 'Save as draft' }).click();
  await expect(first.getByTestId('save-outcome')).toContainText('draft');

  await secondTitle.fill(`${title} – second`);
  await second.getByRole('button', { name: 'Save as draft' }).click();
  const conflict = second.getByTestId('conflict');
  await expect(conflict).toContainText('Another officer has changed this release');
  await expect(secondTitle).toHaveValue(`${title} – second`);
  await conflict.getByRole('button', { name: 'Show their version' }).click();
  await expect(conflict).toContainText(`${title} – first`);
  await conflict.getByRole('button', { name: 'Save my version over theirs' }).click();
  await expect(second.getByTestId('save-outcome')).toContainText('draft');
  await first.reload();
  await expect(first.getByRole('group', { name: 'Dutch version' }).getByLabel('Title')).toHaveValue(
    `${title} – second`,
  );
});

test('an expired staff login during editing loses nothing, and a file that is not a PDF is refused', async ({
  browser,
}) => {
  const page = await officerPage(browser);
  const title = `Verlopen ${Date.now()}`;
  await writeRelease(page, title, await publishedJudgment(page));
  await page
    .getByRole('group', { name: 'Dutch version' })
    .getByLabel('PDF of this version (optional)')
    .setInputFiles({ name: 'persbericht.pdf', mimeType: 'application/pdf', buffer: Buffer.from('not a pdf') });
  await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
    'The file persbericht.pdf is not a PDF',
  );

  // The login ends while the officer writes: the API refuses the token and no renewal is possible.
  await page.evaluate(() => {
    const key = 'court.pressConsole.session';
    const session = JSON.parse(sessionStorage.getItem(key)!) as Record<string, unknown>;
    sessionStorage.setItem(key, JSON.stringify({ ...session, accessToken: 'expired', refreshToken: undefined }));
  });
  await page
    .getByRole('group', { name: 'Dutch version' })
    .getByLabel('PDF of this version (optional)')
    .setInputFiles([]);
  await page.getByRole('button', { name: 'Save as draft' }).click();
  const expired = page.getByTestId('login-expired');
  await expect(expired).toContainText('Your staff login has expired');
  await expect(page.getByRole('group', { name: 'Dutch version' }).getByLabel('Title')).toHaveValue(`${title} (nl)`);
  await expect(page.getByRole('group', { name: 'French version' }).getByLabel('Text')).toHaveValue(
    'La Cour annule la disposition.',
  );

  // Renewed in a window of its own (the provider still knows the officer), then the same form is saved.
  const popup = page.waitForEvent('popup');
  await expired.getByRole('link', { name: 'Log in again (new window)' }).click();
  await (await popup).waitForEvent('close', { timeout: 20_000 });
  await expect(page.getByTestId('console-officer')).toContainText('press-officer');
  await page.getByRole('button', { name: 'Save as draft' }).click();
  await expect(page.getByTestId('save-outcome')).toContainText('draft');
  await expect(page.getByRole('group', { name: 'Dutch version' }).getByLabel('Title')).toHaveValue(`${title} (nl)`);
});

test('the console speaks the four languages and passes the accessibility checks', async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await officerPage(browser);
  for (const locale of LOCALES) {
    await page.goto(`/${locale}/media/console`);
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${locale}`));
    await expect(page.getByTestId('console-releases')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(`/${locale}/media/console/new`);
    // The release's form (the cookie question is a form of its own).
    const form = page.getByRole('main').locator('form');
    await expect(form).toBeVisible();
    // The form sent empty: the error summary and each field's message, in the page's language.
    await form.locator('button[type="submit"]').click();
    await expect(page.getByRole('alert').first()).toBeFocused();
    await expectNoAxeViolations(page);
  }
});
