import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { RELEASES_DIR } from '../playwright.config';
import { collectPageErrors, waitForPage } from '../support/site';

/**
 * A section team releases while the site runs (`pnpm release rules`, `--rollback`): no shell build, no server
 * restart. Runs alone, after every other test, since a release changes what all visitors of the section get.
 */
const repoRoot = path.resolve(__dirname, '..', '..');
const RULES_TEXTS = path.join(repoRoot, 'mf-rules', 'src', 'locales', 'en.json');
/** The runtime the shell provides: the version its package says. */
const RUNTIME_VERSION = (
  JSON.parse(fs.readFileSync(path.join(repoRoot, 'runtime', 'package.json'), 'utf8')) as { version: string }
).version;
const RELEASED_HEADING = 'Topics of the rules, as released';

const release = (...args: string[]) =>
  execFileSync('pnpm', ['release', 'rules', ...args], {
    cwd: repoRoot,
    env: { ...process.env, RELEASES_DIR },
    encoding: 'utf8',
    stdio: 'pipe',
  });

const topicsHeading = (page: Page) => page.getByRole('main').getByRole('heading', { level: 2 }).first();

test.describe.configure({ mode: 'serial' });

test('a new version of the Rules section is seen on the next page, and rolling back brings the old one', async ({
  page,
  browser,
}) => {
  test.setTimeout(360_000);
  const errors = collectPageErrors(page);
  await page.goto('/en/rule');
  await waitForPage(page);
  await expect(topicsHeading(page)).toHaveText('Topics');

  // A visitor who opened the section before the release and stays on it.
  const stayingVisitor = await browser.newPage();
  await stayingVisitor.goto('/en/rule');
  await waitForPage(stayingVisitor);

  const texts = fs.readFileSync(RULES_TEXTS, 'utf8');
  let output: string;
  try {
    fs.writeFileSync(RULES_TEXTS, texts.replace('"topicsHeading": "Topics"', `"topicsHeading": "${RELEASED_HEADING}"`));
    output = release();
  } finally {
    fs.writeFileSync(RULES_TEXTS, texts);
  }
  const version = /rules (\S+) released/.exec(output)?.[1];
  expect(version, output).toBeTruthy();

  // The next page comes with the new version: drawn by the server and then by the browser.
  const response = await page.goto('/en/rule');
  expect(await response?.text()).toContain(RELEASED_HEADING);
  await waitForPage(page);
  await expect(topicsHeading(page)).toHaveText(RELEASED_HEADING);
  expect((await (await page.request.get('/config/remotes.json')).json()).rules).toBe(
    `/releases/rules/${version}/mf-manifest.json`,
  );

  // The visitor on the old version goes on to another page of the section: its files are still served.
  await stayingVisitor.getByRole('main').getByRole('link', { name: 'Anonymisation policy' }).click();
  await expect(stayingVisitor).toHaveURL('/en/rule/anonymization-policy');
  await waitForPage(stayingVisitor);
  await stayingVisitor.goBack();
  await expect(topicsHeading(stayingVisitor)).toHaveText('Topics');
  await stayingVisitor.close();

  release('--rollback');
  await page.goto('/en/rule');
  await waitForPage(page);
  await expect(topicsHeading(page)).toHaveText('Topics');
  expect((await (await page.request.get('/config/remotes.json')).json()).rules).toBe('/remotes/rules/mf-manifest.json');
  // The version rolled back from stays on disk for whoever still has it open.
  expect((await page.request.get(`/releases/rules/${version}/remoteEntry.js`)).status()).toBe(200);
  expect(errors).toEqual([]);
});

test('a section built for a newer runtime than the shell provides says so in its own area; the rest works', async ({
  page,
}) => {
  // The Rules section as built against runtime 99: its files with that requirement (the only strict one).
  await page.route('**/remotes/rules/*.js', async (route) => {
    const response = await route.fetch();
    const body = (await response.text()).replace(
      /requiredVersion:"[^"]+",strictVersion:!0/g,
      'requiredVersion:"^99.0.0",strictVersion:!0',
    );
    await route.fulfill({ response, body });
  });
  await page.goto('/en/rule');
  const card = page.getByRole('main').getByTestId('error-card');
  await expect(card.getByRole('heading', { level: 1 })).toHaveText('This part of the site is being updated');
  await expect(card).toContainText(`requires @court/runtime ^99.0.0; this site provides ${RUNTIME_VERSION}`);

  await page.getByRole('banner').getByRole('link', { name: 'Agenda', exact: true }).click();
  await expect(page).toHaveURL('/en/agenda');
  await waitForPage(page);
  await expect(page.getByTestId('error-card')).toHaveCount(0);
});
