import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { LOCALES, waitForPage } from '../support/site';

const TOPICS = [
  'recommendations-to-the-judges-a-quo-and-the-parties',
  'anonymization-policy',
  'pleadings-procedure',
  'others-info',
] as const;

test.describe('Rules section', () => {
  // Five pages, each checked with axe: more than the default 30 s on a machine busy with another suite.
  test.describe.configure({ timeout: 60_000 });

  for (const locale of LOCALES) {
    test(`the overview and every topic in ${locale}, with text from the content service`, async ({ page }) => {
      const contentAnswers: string[] = [];
      page.on('response', (response) => {
        if (response.url().includes('/_content/') && response.request().method() === 'POST') {
          contentAnswers.push(`${response.status()} ${new URL(response.url()).pathname}`);
        }
      });
      await page.goto(`/${locale}/rule`);
      await waitForPage(page);
      await expectNoAxeViolations(page);
      const topicLinks = page.getByRole('main').getByRole('list').last().getByRole('link');
      await expect(topicLinks).toHaveCount(TOPICS.length);

      for (const topic of TOPICS) {
        await page.goto(`/${locale}/rule/${topic}`);
        await waitForPage(page);
        const title = await page.getByRole('main').getByRole('heading', { level: 1 }).innerText();
        expect(title.length).toBeGreaterThan(3);
        await expect(page).toHaveTitle(new RegExp(title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
        await expect(page.getByRole('main').locator('article h2').first()).toBeVisible();
        await expectNoAxeViolations(page);
      }
      expect(contentAnswers).toContain(`200 /_content/${locale}/rules/anonymization-policy`);
      expect(contentAnswers.every((answer) => answer.startsWith('200'))).toBe(true);
    });
  }

  test('a long topic has "on this page" links to its sections', async ({ page }) => {
    await page.goto('/en/rule/recommendations-to-the-judges-a-quo-and-the-parties');
    const onThisPage = page.getByRole('navigation', { name: 'On this page' });
    await expect(onThisPage).toBeVisible();
    const first = onThisPage.getByRole('link').first();
    const target = (await first.getAttribute('href'))!;
    await first.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.locator(target)).toBeInViewport();
  });

  test('when the content service fails, the page says so and offers to try again', async ({ page }) => {
    let fail = true;
    await page.route('**/_content/en/rules/pleadings-procedure', (route) =>
      fail ? route.fulfill({ status: 503, body: '' }) : route.continue(),
    );
    await page.goto('/en/rule/pleadings-procedure');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText('An error occurred while fetching the data.');
    await expect(page.getByRole('banner')).toBeVisible();
    fail = false;
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('main').locator('article h2').first()).toBeVisible();
  });

  test('a content answer of 500 sends the visitor to /sorry', async ({ page }) => {
    await page.route('**/_content/fr/rules/others-info', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{"errors":[{"code":"internal-error"}]}' }),
    );
    await page.goto('/fr/rule/others-info');
    await expect(page).toHaveURL(/\/sorry$/);
    await expect(page.getByTestId('error-card')).toContainText('Erreur 500');
  });
});
