import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '@court/runtime';
import { fakeApi, NETWORK_ERROR, renderRoutes, resetSharedState, setUpTestI18n } from '@court/shared/testing';
import { courtPaths } from '@court/site-map';
import { afterEach, describe, expect, it } from 'vitest';
import courtNl from '../../../locales/nl.json';
import openDataNl from '../locales/nl.json';
import type { OpenApiDocument } from '../lib/api-operations';
import * as openDataRoute from '../open-data-route';

const DOCUMENT: OpenApiDocument = {
  openapi: '3.1.0',
  info: { title: 'Constitutional Court public API', version: '1.0.0' },
  tags: [{ name: 'juris', description: 'Judgments, pending cases' }],
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

function renderPage() {
  setUpTestI18n('nl', { court: courtNl, 'court-open-data': openDataNl });
  return renderRoutes([{ path: courtPaths.openData(), ...openDataRoute }], {
    url: localizedPath('nl', courtPaths.openData()),
  });
}

describe('/court/open-data', () => {
  it('states the limit the API announces, offers the feeds and calendars, and renders the API description', async () => {
    const api = fakeApi({
      'GET /openapi.json': {
        status: 200,
        body: { ...DOCUMENT, info: { ...DOCUMENT.info, 'x-rate-limit-per-minute': 300 } },
      },
    });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open data en API' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(api.requestsTo('GET /openapi.json')).toHaveLength(1);
    await waitFor(() => expect(document.title).toContain('Open data en API'));
    expect(screen.getByTestId('rate-limit')).toHaveTextContent('Elke client mag 300 verzoeken per minuut doen.');
    expect(screen.getByTestId('rate-limit')).toHaveTextContent('429 Too Many Requests');

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

  it('keeps the page when the API description cannot be loaded, with a retry', async () => {
    fakeApi({ 'GET /openapi.json': NETWORK_ERROR });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Open data en API' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('De beschrijving van de API kon niet worden geladen.');
    expect(screen.getByTestId('rate-limit')).toHaveTextContent('is beperkt');
    expect(screen.getByRole('link', { name: 'Persberichten' })).toBeInTheDocument();
  });
});
