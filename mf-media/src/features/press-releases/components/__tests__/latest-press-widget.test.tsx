import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { setNavigator } from '@court/runtime';
import { clearPdfChecks } from '@court/shared';
import { fakeApi, fakeFetch, listOf, renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { decisionsPaths, localized, mediaPaths } from '@court/site-map';
import mediaDe from '../../../../locales/de.json';
import { pressRelease } from '../../../../test-support/fixtures';
import { LatestPressWidget } from '../latest-press-widget';

describe('the home page widget of the latest press releases', () => {
  beforeEach(() => {
    clearPdfChecks();
    fakeFetch();
    setUpTestI18n('de', { media: mediaDe });
  });

  it('shows the newest releases in the page language, linked to their lists', async () => {
    const api = fakeApi({
      'GET /media/general-press': listOf([
        pressRelease({ title: 'Der Gerichtshof erklärt die Zweitwohnungssteuer für nichtig' }),
      ]),
    });
    renderRoutes([{ index: true, element: <LatestPressWidget /> }], { url: '/de' });
    const widget = await screen.findByRole('region', { name: 'Neueste Pressemitteilungen' });
    expect(api.requests[0]?.path).toBe('/media/general-press');
    expect(api.requests[0]?.query).toMatchObject({ lang: 'de', pageSize: '4' });
    expect(
      within(widget).getByRole('link', { name: 'Der Gerichtshof erklärt die Zweitwohnungssteuer für nichtig' }),
    ).toHaveAttribute('href', localized('de', mediaPaths.pressRelease('pressReleaseForJudgments', 'pr-2024-012')));
    expect(within(widget).getByRole('link', { name: 'Entscheid Nr. 12/2024 vom 1. Februar 2024' })).toHaveAttribute(
      'href',
      localized('de', decisionsPaths.judgment({ year: 2024, number: 12 })),
    );
    expect(within(widget).getByRole('link', { name: 'Alle allgemeinen Pressemitteilungen' })).toHaveAttribute(
      'href',
      localized('de', mediaPaths.page('general-press-releases')),
    );
  });

  it('keeps the visitor on the home page when the API fails, and says so in place', async () => {
    const navigate = vi.fn();
    setNavigator(navigate);
    fakeApi({ 'GET /media/general-press': { status: 500, body: { errors: [{ code: 'internal-error' }] } } });
    renderRoutes([{ index: true, element: <LatestPressWidget /> }], { url: '/de' });
    const widget = await screen.findByRole('region', { name: 'Neueste Pressemitteilungen' });
    expect(within(widget).getByRole('alert')).toHaveTextContent('Beim Abrufen der Daten ist ein Fehler aufgetreten.');
    expect(navigate).not.toHaveBeenCalled();
    setNavigator((path) => window.location.assign(path));
  });
});
