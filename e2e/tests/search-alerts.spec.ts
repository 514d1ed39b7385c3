import { expect, test, type Page } from '@playwright/test';
import { linkTo, newAddress, nthMessageTo } from '../support/mail';
import { LOCALES, waitForPage, type Locale } from '../support/site';

/**
 * Search alerts as a visitor asks for one: under a search's results, an address; a confirmation e-mail (double
 * opt-in) whose link leads to a page with a button, so that a mail scanner opening the link confirms nothing.
 * The journey from a published judgment to the digest and the unsubscription is in search-alert-publishing.spec.ts.
 */

interface Texts {
  term: string;
  submit: string;
  invalid: RegExp;
  sent: RegExp;
  subject: string;
  confirm: string;
  confirmed: RegExp;
}

const TEXTS: Record<Locale, Texts> = {
  en: {
    term: 'education',
    submit: 'E-mail me new judgments for this search',
    invalid: /Enter an e-mail address in the correct format/,
    sent: /Check your mailbox/,
    subject: 'Confirm your search alert',
    confirm: 'Confirm my alert',
    confirmed: /Your alert is confirmed/,
  },
  nl: {
    term: 'gelijkheidsbeginsel',
    submit: 'Mail me nieuwe arresten voor deze zoekopdracht',
    invalid: /Vul een geldig e-mailadres in/,
    sent: /Kijk in uw mailbox/,
    subject: 'Bevestig uw zoekopdrachtmelding',
    confirm: 'Mijn melding bevestigen',
    confirmed: /Uw melding is bevestigd/,
  },
  fr: {
    term: 'égalité',
    submit: 'M’envoyer les nouveaux arrêts de cette recherche',
    invalid: /Indiquez une adresse e-mail valide/,
    sent: /Consultez votre boîte aux lettres/,
    subject: 'Confirmez votre alerte de recherche',
    confirm: 'Confirmer mon alerte',
    confirmed: /Votre alerte est confirmée/,
  },
  de: {
    term: 'Gleichheitsgrundsatz',
    submit: 'Neue Entscheide zu dieser Suche per E-Mail erhalten',
    invalid: /Geben Sie eine gültige E-Mail-Adresse ein/,
    sent: /Sehen Sie in Ihrem Postfach nach/,
    subject: 'Bestätigen Sie Ihren Suchalarm',
    confirm: 'Meinen Suchalarm bestätigen',
    confirmed: /Ihr Suchalarm ist bestätigt/,
  },
};

const alertForm = (page: Page) => page.getByRole('form', { name: /e-mail/i });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  for (const lang of LOCALES) {
    test(`a visitor asks for an alert of a full-text search and confirms it (${lang})`, async ({ page, request }) => {
      const texts = TEXTS[lang];
      const address = newAddress(`alert-${lang}`);
      await page.goto(`/${lang}/search/full-text-judgment?term=${encodeURIComponent(texts.term)}`);
      const form = alertForm(page);

      // A mistyped address: the page comes back with the problem, and what was typed.
      await form.getByRole('textbox').fill('name.example.be');
      await form.getByRole('button', { name: texts.submit }).click();
      await expect(alertForm(page).getByRole('alert')).toContainText(texts.invalid);
      await expect(alertForm(page).getByRole('textbox')).toHaveValue('name.example.be');
      await expect(alertForm(page).getByRole('textbox')).toHaveAttribute('aria-invalid', 'true');

      await alertForm(page).getByRole('textbox').fill(address);
      await alertForm(page).getByRole('button', { name: texts.submit }).click();
      await expect(alertForm(page).getByRole('status')).toContainText(texts.sent);
      // The results are still there: the answer is the search's own page.
      await expect(page).toHaveURL(new RegExp(`/${lang}/search/full-text-judgment\\?term=`));

      const confirmation = await nthMessageTo(request, address, 1);
      expect(confirmation.subject).toBe(texts.subject);
      await page.goto(linkTo(confirmation, /\/search\/alerts\/confirm$/));
      // Opening the link confirmed nothing yet: the button does.
      await expect(page.getByTestId('search-alert-link-outcome')).toHaveCount(0);
      await page.getByRole('button', { name: texts.confirm }).click();
      await expect(page.getByTestId('search-alert-link-outcome')).toContainText(texts.confirmed);
    });
  }
});

test('with JavaScript the alert form sends itself; the e-mails’ links confirm and stop the alert', async ({
  page,
  request,
}) => {
  const address = newAddress('alert-script');
  await page.goto('/nl/search/judgment-keyword-summary?term=onderwijs');
  await waitForPage(page);
  const form = alertForm(page);
  await form.getByRole('button', { name: TEXTS.nl.submit }).click();
  await expect(form.getByRole('alert')).toContainText('Vul uw e-mailadres in');

  // The page is not loaded again: a mark left on it survives the sending.
  await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
  await form.getByRole('textbox').fill(address);
  await form.getByRole('button', { name: TEXTS.nl.submit }).click();
  await expect(form.getByRole('status')).toContainText(TEXTS.nl.sent);
  expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);

  const confirmation = await nthMessageTo(request, address, 1);
  expect(confirmation.text).toContain('onderwijs');
  await page.goto(linkTo(confirmation, /\/search\/alerts\/confirm$/));
  await waitForPage(page);
  await page.getByRole('button', { name: TEXTS.nl.confirm }).click();
  await expect(page.getByTestId('search-alert-link-outcome')).toContainText(TEXTS.nl.confirmed);
  // Back to the search the alert follows.
  await expect(page.getByRole('link', { name: 'Naar de zoekopdracht' })).toHaveAttribute(
    'href',
    '/nl/search/judgment-keyword-summary',
  );

  // The same link again: already confirmed, still fine. A link that is not one: said so.
  await page.goto('/nl/search/alerts/confirm?token=not-a-token');
  await waitForPage(page);
  await page.getByRole('button', { name: TEXTS.nl.confirm }).click();
  await expect(page.getByTestId('search-alert-link-outcome')).toContainText('Deze bevestigingslink is ongeldig');

  await page.goto(linkTo(confirmation, /\/search\/alerts\/unsubscribe$/));
  await waitForPage(page);
  await page.getByRole('button', { name: 'Deze melding stopzetten' }).click();
  await expect(page.getByTestId('search-alert-link-outcome')).toContainText('Uw melding is stopgezet');
});
