import { expect, test } from '@playwright/test';
import { MAILING_PORT } from '../playwright.config';
import { LOCALES, type Locale } from '../support/site';

/**
 * The newsletter without scripts: the form is posted to the page, which comes back with the outcome, or with
 * the form, its error summary and what was typed. Following a case is the same form with a roll number.
 */
test.use({ javaScriptEnabled: false });

const standIn = `http://127.0.0.1:${MAILING_PORT}/_stand-in`;
const run = Date.now().toString(36);

const MESSAGES: Record<Locale, { invalidEmail: string; success: string }> = {
  en: {
    invalidEmail: 'Enter an e-mail address in the correct format, like name@example.be.',
    success: 'Thank you. Your subscription has been registered',
  },
  nl: {
    invalidEmail: 'Vul een geldig e-mailadres in, zoals naam@voorbeeld.be.',
    success: 'Dank u. Uw inschrijving is geregistreerd',
  },
  fr: {
    invalidEmail: 'Indiquez une adresse e-mail valide, par exemple nom@exemple.be.',
    success: 'Merci. Votre abonnement est enregistré',
  },
  de: {
    invalidEmail: 'Geben Sie eine gültige E-Mail-Adresse ein, zum Beispiel name@beispiel.be.',
    success: 'Vielen Dank. Ihr Abonnement wurde registriert',
  },
};

for (const [index, locale] of LOCALES.entries()) {
  test(`subscribes and follows a case in ${locale}, keeping what was typed when it is wrong`, async ({
    page,
    request,
  }) => {
    // Cases far down the list: the other newsletter tests follow the first ones and count what their lists get.
    const cases = (await (await request.get(`/api/v1/juris/pending-cases?lang=${locale}&pageSize=20`)).json()) as {
      items: { rollNumber: string }[];
    };
    const rollNumber = cases.items.at(-1 - index)!.rollNumber;
    await page.goto(`/${locale}/stay-informed`);
    const form = page.locator('form[aria-labelledby="subscribe-title"]');
    await form.locator('input[name="email"]').fill('not an address');
    await form.locator('input[name="letterLanguage"][value="de"]').check();
    await form.locator('button[type="submit"]').click();

    // The form again: its error summary, the field's message, and everything as it was typed.
    await expect(page).toHaveURL(`/${locale}/stay-informed`);
    await expect(form.getByRole('alert')).toContainText(MESSAGES[locale].invalidEmail);
    await expect(form.locator('input[name="email"]')).toHaveValue('not an address');
    await expect(form.locator('input[name="letterLanguage"][value="de"]')).toBeChecked();

    const email = `no-script-${locale}-${run}@example.be`;
    await form.locator('input[name="email"]').fill(email);
    await form.locator('input[name="followCase"]').check();
    // The roll number's field shows once the box is ticked, scripts or not.
    await form.locator('input[name="rollNumber"]').fill(rollNumber);
    await form.locator('button[type="submit"]').click();
    await expect(form.getByTestId('subscribe-outcome')).toContainText(MESSAGES[locale].success);

    const received = (await (await request.get(`${standIn}/requests`)).json()) as { form: Record<string, string> }[];
    expect(received.filter((entry) => entry.form.email === email).length).toBeGreaterThanOrEqual(2);
  });
}
