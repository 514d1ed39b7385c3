import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CaseLookup, MailingResult } from '@court/contract';
import type { Locale } from '@court/runtime';
import {
  contentBlocks,
  fakeApi,
  renderRoutes,
  setUpTestI18n,
  type FakeApi,
  type ErrorStatus,
  type FakeRoutes,
  type Reply,
} from '@court/shared/testing';
import { localized, mediaPaths } from '@court/site-map';
import { routes } from '../routes';
import de from '../../features/stay-informed/locales/de.json';
import en from '../../features/stay-informed/locales/en.json';
import fr from '../../features/stay-informed/locales/fr.json';
import nl from '../../features/stay-informed/locales/nl.json';

const TEXTS = { de, en, fr, nl };
const CASES: Record<string, CaseLookup> = {
  '8101': { idRole: '8101', current: true, encinzNl: 'Huurprijzen', encinzFr: 'Loyers' },
};

/**
 * The API as the server answers: the pages' texts, the case lookup table, and the mailing endpoints as
 * `mailing` says.
 */
function serve({
  mailing = () => ({ status: 'sent', lists: [] }),
  content = contentBlocks(),
}: {
  mailing?: () => Reply<MailingResult>;
  content?: FakeRoutes['POST /_content/:lang/:path*'];
} = {}) {
  return fakeApi({
    'POST /_content/:lang/:path*': content,
    'GET /newsletter/get-encinz': ({ query }) =>
      CASES[String(query.rollNumber)] ?? { status: 404, body: { errors: [{ code: 'not-found' }] } },
    'POST /mailing/subscriptions': mailing,
    'POST /mailing/unsubscriptions': mailing,
  });
}

/** What the page asked the API, its texts left aside. */
const sentToApi = (api: FakeApi) => api.requests.filter((request) => !request.path.startsWith('/_content/'));

function visit(locale: Locale, path: string) {
  setUpTestI18n(locale, { stayInformed: TEXTS[locale] });
  return renderRoutes(routes, { url: localized(locale, path) });
}

/** The mailing page as the mails link to it: with a slash, and the address to unsubscribe. */
const MAILING_LINK = `${mediaPaths.mailing()}/`;

describe('the stay-informed page', () => {
  it('shows the text beside the form, in the page language', async () => {
    const api = serve();
    visit('nl', mediaPaths.stayInformed());
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of stay-informed' })).toBeVisible();
    expect(api.requestsTo('POST /_content/nl/stay-informed')).toHaveLength(1);
    const form = screen.getByRole('form', { name: 'Inschrijven' });
    expect(within(form).getByRole('radio', { name: 'Nederlands' })).toBeChecked();
    expect(screen.queryByRole('form', { name: 'Uitschrijven' })).toBeNull();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('asks for an address, then a valid one, and sends nothing until it has one', async () => {
    const api = serve();
    visit('en', mediaPaths.stayInformed());
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Subscribe' }));
    const summary = screen.getByRole('alert');
    expect(within(summary).getByRole('link', { name: 'Enter your e-mail address.' })).toHaveAttribute(
      'href',
      '#subscribe-email',
    );
    expect(summary).toHaveFocus();
    await user.type(screen.getByLabelText('E-mail address'), 'not-an-address');
    await user.click(screen.getByRole('button', { name: 'Subscribe' }));
    expect(screen.getByLabelText('E-mail address')).toHaveAccessibleDescription(
      'Error: Enter an e-mail address in the correct format, like name@example.be.',
    );
    expect(sentToApi(api)).toHaveLength(0);
  });

  it('subscribes in the chosen language and says so', async () => {
    const api = serve();
    visit('fr', mediaPaths.stayInformed());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Adresse e-mail'), 'anne@example.be');
    await user.click(screen.getByRole('radio', { name: 'Les trois langues' }));
    await user.click(screen.getByRole('button', { name: 'S’abonner' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Merci. Votre abonnement est enregistré');
    expect(sentToApi(api)[0]?.body).toEqual({ email: 'anne@example.be', letterLanguage: 'all' });
  });

  it('tells the visitor when the mail server is offline and the request waits', async () => {
    serve({ mailing: () => ({ status: 202, body: { status: 'queued', lists: ['newsletter-de'] } }) });
    visit('de', mediaPaths.stayInformed());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-Mail-Adresse'), 'dora@example.be');
    await user.click(screen.getByRole('button', { name: 'Abonnieren' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Der Mailserver ist zurzeit nicht erreichbar');
  });

  it.each<[ErrorStatus, string, string]>([
    [422, 'subscription-invalid-email', 'Het mailingsysteem aanvaardt dit e-mailadres niet.'],
    [500, 'internal-error', 'Uw inschrijving kon niet worden geregistreerd.'],
    [429, 'too-many-requests', 'Te veel aanvragen.'],
  ])('answers a %i in place', async (status, code, message) => {
    serve({ mailing: () => ({ status, body: { errors: [{ code }] } }) });
    visit('nl', mediaPaths.stayInformed());
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('E-mailadres'), 'piet@example.be');
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('E-mailadres')).toHaveValue('piet@example.be');
  });

  it('follows the case of the link, showing its subject, and requires a roll number when following one', async () => {
    const api = serve();
    visit('nl', mediaPaths.stayInformed('8101'));
    const user = userEvent.setup();
    const roll = await screen.findByLabelText('Rolnummer van de zaak');
    expect(roll).toHaveValue('8101');
    expect(screen.getByTestId('case-subject')).toHaveTextContent('Zaak 8101: Huurprijzen');
    await user.clear(roll);
    await user.type(screen.getByLabelText('E-mailadres'), 'jan@example.be');
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(within(screen.getByRole('alert')).getByRole('link')).toHaveTextContent(
      'Vul het rolnummer in van de zaak die u wilt volgen.',
    );
    await user.type(roll, '9999');
    await waitFor(() =>
      expect(screen.getByTestId('case-subject')).toHaveTextContent('Er is geen zaak met dit rolnummer.'),
    );
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    expect(api.requests.filter((r) => r.path.startsWith('/mailing'))).toHaveLength(0);
    await user.clear(roll);
    await user.type(roll, '8101');
    await waitFor(() => expect(screen.getByTestId('case-subject')).toHaveTextContent('Huurprijzen'));
    await user.click(screen.getByRole('button', { name: 'Inschrijven' }));
    await screen.findByRole('status');
    const sent = api.requestsTo('POST /mailing/subscriptions');
    expect(sent[0]?.body).toEqual({
      email: 'jan@example.be',
      letterLanguage: 'nl',
      rollNumber: '8101',
    });
  });

  it('shows the subject in French on pages in other languages', async () => {
    serve();
    visit('de', mediaPaths.stayInformed('8101'));
    expect(await screen.findByTestId('case-subject')).toHaveTextContent('Rechtssache 8101: Loyers');
  });
});

describe('the mailing page', () => {
  it('is prefilled from the link and unsubscribes', async () => {
    const api = serve({ mailing: () => ({ status: 200, body: { status: 'sent', lists: [] } }) });
    visit('en', `${MAILING_LINK}?email=ann%40example.be`);
    const form = await screen.findByRole('form', { name: 'Unsubscribe' });
    expect(within(form).getByLabelText('E-mail address')).toHaveValue('ann@example.be');
    expect(within(screen.getByRole('form', { name: 'Subscribe' })).getByLabelText('E-mail address')).toHaveValue(
      'ann@example.be',
    );
    await userEvent.setup().click(within(form).getByRole('button', { name: 'Unsubscribe' }));
    expect(await within(form).findByRole('status')).toHaveTextContent('Your request to unsubscribe has been sent');
    expect(sentToApi(api)[0]?.path).toBe('/mailing/unsubscriptions');
    expect(sentToApi(api)[0]?.body).toEqual({ email: 'ann@example.be' });
  });

  it('keeps the page when its text cannot be fetched: the forms still work', async () => {
    serve({ content: { status: 503, body: {} } });
    visit('en', MAILING_LINK);
    expect(await screen.findByRole('heading', { level: 1, name: 'Stay informed' })).toBeVisible();
    expect(screen.getByRole('form', { name: 'Unsubscribe' })).toBeVisible();
  });
});

describe('the texts of the subscription pages', () => {
  const keys = (value: object, prefix = ''): string[] =>
    Object.entries(value).flatMap(([key, child]) =>
      typeof child === 'object' && child !== null ? keys(child, `${prefix}${key}.`) : [`${prefix}${key}`],
    );

  it('exist in all four languages', () => {
    expect(keys(nl)).toEqual(keys(en));
    expect(keys(fr)).toEqual(keys(en));
    expect(keys(de)).toEqual(keys(en));
  });
});
