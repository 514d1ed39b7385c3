import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '@court/runtime';
import {
  contentBlock,
  contentBlocks,
  fakeApi,
  NETWORK_ERROR,
  renderRoutes,
  resetSharedState,
  setUpTestI18n,
} from '@court/shared/testing';
import { courtPaths } from '@court/site-map';
import { afterEach, describe, expect, it } from 'vitest';
import courtFr from '../../../locales/fr.json';
import courtNl from '../../../locales/nl.json';
import openDataFr from '../locales/fr.json';
import openDataNl from '../locales/nl.json';
import type { OpenApiDocument } from '../lib/api-operations';
import * as openDataRoute from '../open-data-route';

const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Constitutional Court public API', version: '1.0.0' },
  tags: [{ name: 'juris', description: 'Judgments, pending cases' }],
  components: { securitySchemes: { apiKey: { type: 'apiKey', in: 'header', name: 'X-Api-Key' } } },
  paths: {
    '/api/v1/juris/judgments': {
      get: {
        tags: ['juris'],
        summary: 'Judgments of a year, newest first',
        parameters: [
          { name: 'lang', in: 'query', required: true, schema: { enum: ['en', 'nl', 'fr', 'de'] } },
          {
            name: 'pageSize',
            in: 'query',
            schema: { type: 'integer', minimum: 1, maximum: 100, default: 30 },
            description: 'Items per page (1-100)',
          },
        ],
        responses: {
          '200': { description: 'Default Response', content: { 'application/json': {} } },
          '429': { description: 'Errors envelope', content: { 'application/json': {} } },
        },
      },
    },
  },
};

afterEach(() => {
  resetSharedState();
  document.head.querySelectorAll('[data-court-head]').forEach((element) => element.remove());
});

const TRANSLATIONS = {
  nl: { court: courtNl, 'court-open-data': openDataNl },
  fr: { court: courtFr, 'court-open-data': openDataFr },
};

function renderPage(locale: keyof typeof TRANSLATIONS = 'nl') {
  setUpTestI18n(locale, TRANSLATIONS[locale]);
  return renderRoutes([{ path: courtPaths.openData(), ...openDataRoute }], {
    url: localizedPath(locale, courtPaths.openData()),
  });
}

/** The API as a re-user meets it: 300 requests a minute without a key, 3000 with one, the registry's address. */
function fakeOpenDataApi() {
  return fakeApi({
    'GET /openapi.json': {
      status: 200,
      body: {
        ...DOCUMENT,
        info: { ...DOCUMENT.info, 'x-rate-limit-per-minute': 300, 'x-api-key-rate-limit-per-minute': 3000 },
      },
    },
    'POST /_content/:lang/:path*': contentBlocks({
      'nl/contacts': contentBlock('nl/contacts', { email: 'griffie@example.org' }),
      'fr/contacts': contentBlock('fr/contacts', { email: 'greffe@example.org' }),
    }),
  });
}

/** The row of the formats table whose header cell is `name`, as the cells' texts. */
function formatRow(name: string) {
  const table = screen.getByRole('table', { name: /open data|données ouvertes/ });
  return within(table).getByRole('row', { name: new RegExp(`^${name}`) });
}

describe('/court/open-data', () => {
  it('states the limit the API announces, offers the feeds and calendars, and renders the API description', async () => {
    const api = fakeOpenDataApi();
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open data en API' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.requestsTo('GET /openapi.json')).toHaveLength(1);
    await waitFor(() => expect(document.title).toContain('Open data en API'));
    expect(screen.getByTestId('rate-limit')).toHaveTextContent('300 verzoeken per minuut, geteld per adres.');

    expect(screen.getByRole('link', { name: 'Nieuwe arresten' })).toHaveAttribute(
      'href',
      '/api/v1/feeds/nl/judgments.atom',
    );
    expect(screen.getByRole('link', { name: 'De agenda downloaden (.ics)' })).toHaveAttribute(
      'href',
      '/api/v1/calendar/nl/agenda.ics',
    );
    const feedLinks = [...document.head.querySelectorAll('link[type="application/atom+xml"]')];
    expect(feedLinks.map((link) => link.getAttribute('href'))).toEqual([
      '/api/v1/feeds/nl/judgments.atom',
      '/api/v1/feeds/nl/press-releases.atom',
      '/api/v1/feeds/nl/pending-cases.atom',
    ]);
    expect(screen.getByRole('link', { name: 'CC0 1.0 Universeel' })).toBeInTheDocument();

    const reference = screen.getByTestId('api-reference');
    expect(within(reference).getByRole('heading', { level: 3, name: 'juris' })).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(reference).getByText('Judgments of a year, newest first'));
    const parameters = within(reference).getByRole('table', { name: 'Parameters' });
    expect(within(parameters).getByRole('row', { name: /pageSize/ })).toHaveTextContent('integer (1–100, = 30)');
    expect(within(parameters).getByRole('row', { name: /lang/ })).toHaveTextContent('en | nl | fr | de');
    expect(within(reference).getByRole('table', { name: 'Antwoorden' })).toHaveTextContent('429');
    // A whole page with a reference table, rendered and clicked through: more than the 5 s default on a busy runner.
  }, 15_000);

  it('documents reuse in Dutch: licence, formats with their addresses, limits from the API, how to ask', async () => {
    fakeOpenDataApi();
    renderPage('nl');
    expect(await screen.findByRole('heading', { level: 2, name: 'Licentie' }, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'CC0 1.0 Universeel' })).toHaveAttribute(
      'href',
      'https://creativecommons.org/publicdomain/zero/1.0/',
    );

    expect(screen.getByRole('heading', { level: 2, name: 'Formaten en adressen' })).toBeInTheDocument();
    expect(formatRow('Akoma Ntoso XML')).toHaveTextContent('/api/v1/juris/judgments/{year}/{number}/akn?lang=nl|fr|de');
    expect(formatRow('JSON Lines, gzip')).toHaveTextContent('Alle gepubliceerde arresten in één bestand');
    expect(screen.getByRole('link', { name: '/api/v1/bulk/judgments.jsonl.gz' })).toHaveAttribute(
      'href',
      '/api/v1/bulk/judgments.jsonl.gz',
    );
    expect(screen.getByRole('link', { name: '/api/v1/bulk/manifest.json' })).toBeInTheDocument();
    expect(formatRow('JSON \\(wijzigingenfeed\\)')).toHaveTextContent('/api/v1/changes?since={cursor}');
    expect(formatRow('OpenAPI 3.1')).toHaveTextContent('/api/v1/openapi.json');

    expect(screen.getByRole('heading', { level: 2, name: 'Limieten per client' })).toBeInTheDocument();
    expect(screen.getByTestId('rate-limit')).toHaveTextContent('300 verzoeken per minuut');
    expect(screen.getByTestId('key-rate-limit')).toHaveTextContent('3000 verzoeken per minuut, geteld per sleutel');
    expect(screen.getByText(/curl -H "X-Api-Key: ghcc_…"/)).toBeInTheDocument();
    expect(screen.getByText(/in de header X-Api-Key van elk verzoek/)).toBeInTheDocument();

    expect(
      screen.getByRole('heading', { level: 3, name: 'Een sleutel of een hogere limiet aanvragen' }),
    ).toBeInTheDocument();
    const ask = screen.getByTestId('ask-for-key');
    expect(within(ask).getByRole('link', { name: 'griffie@example.org' })).toHaveAttribute(
      'href',
      'mailto:griffie@example.org',
    );
    expect(within(ask).getByRole('link', { name: 'Contactpagina van het Hof' })).toHaveAttribute(
      'href',
      '/nl/contacts',
    );
  }, 15_000);

  it('documents reuse in French, with the figures the API announces and the registry of the French content', async () => {
    fakeOpenDataApi();
    renderPage('fr');
    expect(
      await screen.findByRole('heading', { level: 2, name: 'Formats et adresses' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(formatRow('XML Akoma Ntoso')).toHaveTextContent('/api/v1/juris/judgments/{year}/{number}/akn?lang=nl|fr|de');
    expect(formatRow('JSON \\(flux des modifications\\)')).toHaveTextContent('/api/v1/changes?since={cursor}');
    expect(screen.getByRole('heading', { level: 2, name: 'Licence' })).toBeInTheDocument();
    expect(screen.getByText(/Creative Commons Zero \(CC0 1\.0\)/)).toBeInTheDocument();

    expect(screen.getByRole('heading', { level: 2, name: 'Limites par client' })).toBeInTheDocument();
    expect(screen.getByTestId('rate-limit')).toHaveTextContent('300 requêtes par minute, comptées par adresse.');
    expect(screen.getByTestId('key-rate-limit')).toHaveTextContent('3000 requêtes par minute, comptées par clé');
    expect(screen.getByText(/dans l'en-tête X-Api-Key de chaque requête/)).toBeInTheDocument();

    const ask = screen.getByTestId('ask-for-key');
    expect(within(ask).getByRole('link', { name: 'greffe@example.org' })).toHaveAttribute(
      'href',
      'mailto:greffe@example.org',
    );
    expect(within(ask).getByRole('link', { name: 'Page de contact de la Cour' })).toHaveAttribute(
      'href',
      '/fr/contacts',
    );
  }, 15_000);

  it('keeps the page when the API description cannot be loaded, with a retry', async () => {
    fakeApi({ 'GET /openapi.json': NETWORK_ERROR, 'POST /_content/:lang/:path*': contentBlocks() });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open data en API' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('De beschrijving van de API kon niet worden geladen.');
    expect(screen.getByTestId('rate-limit')).toHaveTextContent(
      'Beperkt; het aantal staat in de beschrijving van de API.',
    );
    expect(screen.getByTestId('key-rate-limit')).toHaveTextContent('Beperkt');
    expect(screen.getByRole('link', { name: 'Persberichten' })).toBeInTheDocument();
  });
});
