import { expect, test, type Page } from '@playwright/test';
import { expectNoAxeViolations } from '../support/axe';
import { authCookies, logInAtProvider } from '../support/auth';
import { waitForPage } from '../support/site';

/** A roll number the case lookup table knows (the seeded pending cases are in it). */
async function knownRollNumber(page: Page): Promise<string> {
  const cases = await (await page.request.get('/api/v1/juris/pending-cases?lang=en&pageSize=5')).json();
  for (const item of cases.items as { rollNumber: string }[]) {
    if ((await page.request.get(`/api/v1/newsletter/get-encinz?rollNumber=${item.rollNumber}`)).ok()) {
      return item.rollNumber;
    }
  }
  throw new Error('no roll number of the case lookup table found');
}

test('a citizen logs in, stays logged in across sections, writes to the registry and logs out', async ({
  page,
  context,
}) => {
  test.slow();
  const visited: string[] = [];
  page.on('request', (request) => visited.push(request.url()));

  await page.goto('/en/auth/login?redirect=%2Fen%2Frule');
  await logInAtProvider(page, 'Luc Dubois');

  // Back where the login started, with the name in the header.
  await expect(page).toHaveURL(/\/en\/rule$/);
  const account = page.getByRole('banner').getByTestId('account-status');
  await expect(account).toContainText('Luc Dubois');
  await expect(account.getByRole('button', { name: 'Log out' })).toBeVisible();

  const cookies = await context.cookies();
  const token = cookies.find((cookie) => cookie.name === 'court_token');
  expect(token).toMatchObject({ sameSite: 'Lax', path: '/', secure: false, httpOnly: false });
  // The code was used once and the token never travelled in an address.
  expect(visited.filter((url) => url.includes(token!.value))).toEqual([]);
  expect(page.url()).not.toContain('code=');

  // Three sections, each a fresh page load: the session is found again from the cookie.
  for (const path of ['/en/rule/anonymization-policy', '/en/judgments', '/en/media']) {
    await page.goto(path);
    await waitForPage(page);
    await expect(page.getByRole('banner').getByTestId('account-status')).toContainText('Luc Dubois');
  }

  // The form wizard: validation, the roll number checked against the case table, nothing lost.
  const rollNumber = await knownRollNumber(page);
  await page.goto('/en/auth/FormWizard');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 1 of 4: Case');
  await page.getByRole('button', { name: 'Next' }).click();
  // The error summary takes the focus; its link leads to the field to correct.
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toBeFocused();
  await summary.getByRole('link', { name: 'Enter the roll number of the case.' }).click();
  await expect(page.getByLabel('Roll number')).toBeFocused();
  await page.getByLabel('Roll number').fill('999999');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary).toContainText('No case has this roll number.');
  await expect(summary).toBeFocused();
  await page.getByLabel('Roll number').fill(rollNumber);
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 2 of 4: Message');
  await expectNoAxeViolations(page);
  await page.getByLabel('Subject').fill('Request for a copy of the memorandum');
  await page.getByLabel('Message').fill('Could the registry send me the memorandum of the Council of Ministers?');
  await page.reload();
  await expect(page.getByLabel('Subject')).toHaveValue('Request for a copy of the memorandum');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 3 of 4: Contact details');
  await expect(page.getByLabel('Name')).toHaveValue('Luc Dubois');
  await expect(page.getByLabel('E-mail address')).toHaveValue('luc.dubois@example.be');
  await page.getByLabel('Telephone (optional)').fill('abc');
  await page.getByRole('button', { name: 'Next' }).click();
  await expect(summary.getByRole('link', { name: /^Enter a telephone number of digits/ })).toBeVisible();
  await expect(page.getByLabel('Telephone (optional)')).toHaveAccessibleDescription(
    /Enter a telephone number of digits/,
  );
  await page.getByLabel('Telephone (optional)').fill('+32 2 500 12 12');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Step 4 of 4: Review and send');
  await page.goBack();
  await expect(page.getByLabel('Telephone (optional)')).toHaveValue('+32 2 500 12 12');
  await page.goForward();
  await expect(page.getByTestId('wizard-review')).toContainText('Request for a copy of the memorandum');
  await page.getByRole('button', { name: 'Send to the registry' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Message sent' })).toBeVisible();
  const receipt = (await page.getByTestId('receipt').textContent()) ?? '';
  expect(receipt).toMatch(/^RM-\d{8}-[2-9A-Z]{8}$/);

  // The admin page lists the citizen's own message.
  await page.getByRole('link', { name: 'See my messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'My messages to the registry' })).toBeVisible();
  await expect(page.getByTestId('registry-messages')).toContainText(receipt);
  await expectNoAxeViolations(page);

  // Logout through the provider's end-session endpoint, back to the site.
  await page.getByRole('banner').getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/fas\/oauth2\/connect\/endSession/);
  await page.getByRole('button', { name: 'Yes, log out' }).click();
  await expect(page).toHaveURL(/\/en\/logout$/);
  await expect(page.getByRole('heading', { level: 1, name: 'You are logged out' })).toBeVisible();
  await expect(page.getByTestId('account-status')).toHaveCount(0);
  expect(await authCookies(context)).toEqual([]);
  await page.goto('/en/admin');
  await expect(page.getByTestId('error-card')).toContainText('Authentication Failed/Expired');
});
