import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { MAILING_PORT } from '../playwright.config';
import { expectNoAxeViolations } from '../support/axe';
import { waitForPage } from '../support/site';

/**
 * The newsletter pages against the real API and the mailing-list stand-in. The tests share the stand-in (one
 * outage would disturb the others), so they run one after the other; each uses addresses of its own and reads
 * back exactly what the stand-in received for them.
 */
test.describe.configure({ mode: 'serial' });

const standIn = `http://127.0.0.1:${MAILING_PORT}/_stand-in`;
const run = Date.now().toString(36);
const address = (name: string) => `${name}-${run}@example.be`;

interface Received {
  method: string;
  script: string;
  list: string;
  form: Record<string, string>;
}

/** `METHOD script list` of each request the stand-in received for an address (or, for HEADs, for a list). */
async function receivedFor(request: APIRequestContext, email: string, lists: string[] = []): Promise<string[]> {
  const all = (await (await request.get(`${standIn}/requests`)).json()) as Received[];
  return all
    .filter((r) => r.form.email === email || (r.method === 'HEAD' && lists.includes(r.list)))
    .map((r) => `${r.method} ${r.script} ${r.list}`);
}

async function fillAndSubscribe(page: Page, email: string, submit: string) {
  await page
    .getByRole('textbox', { name: /e-mail/i })
    .first()
    .fill(email);
  await page.getByRole('button', { name: submit }).click();
}

test('subscribes in Dutch and in French; the mailing system gets exactly Mailman’s subscription form', async ({
  page,
  request,
}) => {
  const dutch = address('nl');
  await page.goto('/nl/stay-informed');
  await waitForPage(page);
  await expect(page).toHaveTitle(/^Blijf op de hoogte – /);
  await expect(page.getByRole('radio', { name: 'Nederlands' })).toBeChecked();
  await fillAndSubscribe(page, dutch, 'Inschrijven');
  await expect(page.getByRole('status').filter({ hasText: 'Uw inschrijving is geregistreerd' })).toBeFocused();
  expect(await receivedFor(request, dutch)).toEqual(['POST subscribe newsletter-nl']);

  const french = address('fr');
  await page.goto('/fr/stay-informed');
  await waitForPage(page);
  await page.getByRole('radio', { name: 'Français' }).check();
  await fillAndSubscribe(page, french, 'S’abonner');
  await expect(page.getByText('Merci. Votre abonnement est enregistré')).toBeVisible();
  const all = (await (await request.get(`${standIn}/requests`)).json()) as Received[];
  expect(all.filter((r) => r.form.email === french)).toEqual([
    expect.objectContaining({
      method: 'POST',
      script: 'subscribe',
      list: 'newsletter-fr',
      form: { email: french, fullname: '', pw: '', 'pw-conf': '', digest: '0', 'email-button': 'Subscribe' },
    }),
  ]);
});

test('follows a case from its pending-case card, then unsubscribes from the mailing page', async ({
  page,
  request,
}) => {
  const email = address('follow');
  await page.goto('/nl/judgments/pending-cases');
  await waitForPage(page);
  const follow = page
    .getByRole('main')
    .getByRole('link', { name: /^Zaak \d+ per e-mail volgen$/ })
    .first();
  const rollNumber = /Zaak (\d+)/.exec((await follow.getAttribute('aria-label')) ?? '')?.[1] ?? '';
  await follow.click();
  await expect(page).toHaveURL(`/nl/stay-informed?rollNumber=${rollNumber}`);
  await expect(page.getByRole('checkbox', { name: 'Ik wil ook een bepaalde zaak volgen' })).toBeChecked();
  await expect(page.getByLabel('Rolnummer van de zaak')).toHaveValue(rollNumber);
  const lookup = (await (await request.get(`/api/v1/newsletter/get-encinz?rollNumber=${rollNumber}`)).json()) as {
    encinzNl: string;
  };
  await expect(page.getByTestId('case-subject')).toHaveText(`Zaak ${rollNumber}: ${lookup.encinzNl}`);
  await page.getByRole('radio', { name: 'De drie talen' }).check();
  await fillAndSubscribe(page, email, 'Inschrijven');
  await expect(page.getByText('Uw inschrijving is geregistreerd')).toBeVisible();
  const caseList = `case-${rollNumber}`;
  expect((await receivedFor(request, email, [caseList])).sort()).toEqual(
    [
      `HEAD listinfo ${caseList}`,
      `POST subscribe ${caseList}`,
      'POST subscribe newsletter-de',
      'POST subscribe newsletter-fr',
      'POST subscribe newsletter-nl',
      'POST subscribe rollout',
    ].sort(),
  );

  await page.goto(`/en/mailing/?email=${encodeURIComponent(email)}`);
  await waitForPage(page);
  const unsubscribe = page.getByRole('form', { name: 'Unsubscribe' });
  await expect(unsubscribe.getByLabel('E-mail address')).toHaveValue(email);
  await expect(page.getByRole('form', { name: 'Subscribe', exact: true }).getByLabel('E-mail address')).toHaveValue(
    email,
  );
  await unsubscribe.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(unsubscribe.getByRole('status')).toHaveText(
    'Your request to unsubscribe has been sent: you will receive an e-mail to confirm it.',
  );
  await expectNoAxeViolations(page);
  const options = (await receivedFor(request, email)).filter((line) => line.startsWith('POST options'));
  expect(options.sort()).toEqual(
    [
      `POST options ${caseList}`,
      'POST options newsletter-de',
      'POST options newsletter-fr',
      'POST options newsletter-nl',
      'POST options rollout',
    ].sort(),
  );
});

test('says what is wrong with the form, in place, and sends nothing wrong', async ({ page, request }) => {
  await page.goto('/en/stay-informed');
  await waitForPage(page);
  const submit = page.getByRole('button', { name: 'Subscribe' });
  const email = page.getByLabel('E-mail address');
  const summary = page.getByRole('alert');

  await submit.click();
  await expect(summary.getByRole('link', { name: 'Enter your e-mail address.' })).toBeVisible();
  await expect(summary).toBeFocused();
  await summary.getByRole('link').click();
  await expect(email).toBeFocused();
  await expectNoAxeViolations(page);

  await email.fill('not-an-address');
  await submit.click();
  await expect(email).toHaveAccessibleDescription(
    'Error: Enter an e-mail address in the correct format, like name@example.be.',
  );

  await email.fill(address('case'));
  await page.getByRole('checkbox', { name: 'I also want to follow a specific case' }).check();
  await submit.click();
  await expect(summary).toHaveText(/Enter the roll number of the case you want to follow\./);
  await page.getByLabel('Roll number of the case').fill('999999');
  await expect(page.getByTestId('case-subject')).toHaveText('There is no case with this roll number.');
  await submit.click();
  await expect(summary).toHaveText(/There is no case with this roll number\./);
  expect(await receivedFor(request, address('case'))).toEqual([]);

  // Valid for the site, refused by Mailman: `|` is one of the characters it does not take.
  const refused = `refused|${run}@example.be`;
  await page.getByRole('checkbox', { name: 'I also want to follow a specific case' }).uncheck();
  await page.getByRole('radio', { name: 'Français' }).check();
  await email.fill(refused);
  await submit.click();
  await expect(summary).toHaveText(/The mailing system does not accept this e-mail address\./);
  expect(await receivedFor(request, refused)).toEqual(['POST subscribe newsletter-fr']);

  // The network between the visitor and the court fails: the form stays, with what was typed.
  await page.route('**/api/v1/mailing/subscriptions', (route) => route.abort('connectionfailed'));
  await email.fill(address('network'));
  await submit.click();
  await expect(summary).toHaveText('Your subscription could not be registered. Please try again later.');
  await expect(email).toHaveValue(address('network'));
});

test('with the mail server down: the request is kept, the visitor told, and it arrives once when the server is back', async ({
  page,
  request,
}) => {
  const email = address('offline');
  await request.post(`${standIn}/outage?on=true`);
  try {
    await page.goto('/de/stay-informed');
    await waitForPage(page);
    await fillAndSubscribe(page, email, 'Abonnieren');
    await expect(page.getByTestId('subscribe-outcome')).toHaveText(
      'Der Mailserver ist zurzeit nicht erreichbar. Ihre Anfrage wurde gespeichert und wird gesendet, sobald er wieder verfügbar ist; Sie erhalten dann die Bestätigungs-E-Mail.',
    );
    expect(await receivedFor(request, email)).toEqual([]);
  } finally {
    await request.post(`${standIn}/outage?on=false`);
  }
  await expect.poll(() => receivedFor(request, email), { timeout: 15_000 }).toEqual(['POST subscribe newsletter-de']);
  // Sent once: nothing more arrives for it.
  await page.waitForTimeout(1000);
  expect(await receivedFor(request, email)).toEqual(['POST subscribe newsletter-de']);
});
