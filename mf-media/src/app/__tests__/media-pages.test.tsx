import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { clearPdfChecks } from '@court/shared';
import {
  contentBlock,
  contentBlocks,
  fakeApi,
  fakeFetch,
  listOf,
  renderRoutes,
  setUpTestI18n,
} from '@court/shared/testing';
import { decisionsPaths, localized, MEDIA_PAGES, mediaPaths } from '@court/site-map';
import mediaEn from '../../locales/en.json';
import mediaFr from '../../locales/fr.json';
import { routes } from '../routes';
import { agendaItem, pressRelease } from '../../test-support/fixtures';

function visit(locale: 'en' | 'fr', path: string) {
  setUpTestI18n(locale, { media: locale === 'en' ? mediaEn : mediaFr });
  return renderRoutes(routes, { url: localized(locale, path) });
}

describe('the Press and media pages', () => {
  beforeEach(() => {
    clearPdfChecks();
    fakeFetch();
  });

  it('/media introduces the section, shows the latest releases of both kinds and a card per page', async () => {
    const api = fakeApi({
      'POST /_content/:lang/:path*': contentBlocks(),
      'GET /media/general-press': listOf([
        pressRelease({ title: 'La Cour annule la taxe', pdfUrl: null }),
        pressRelease({
          id: 'pr-general-2024-003',
          mediaType: 'generalPressRelease',
          title: 'Nouveau président',
          judgment: null,
        }),
      ]),
    });
    visit('fr', mediaPaths.root());
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of index' })).toBeVisible();
    expect(api.requestsTo('POST /_content/fr/media/index')).toHaveLength(1);
    const [latest] = api.requestsTo('GET /media/general-press');
    expect(latest?.query).toMatchObject({ lang: 'fr', pageSize: '4' });
    expect(api.unmatched).toEqual([]);

    const releases = screen.getByRole('region', { name: 'Derniers communiqués de presse' });
    expect(within(releases).getByRole('link', { name: 'La Cour annule la taxe' })).toHaveAttribute(
      'href',
      localized('fr', mediaPaths.pressRelease('pressReleaseForJudgments', 'pr-2024-012')),
    );
    expect(within(releases).getByRole('link', { name: 'Nouveau président' })).toHaveAttribute(
      'href',
      localized('fr', mediaPaths.pressRelease('generalPressRelease', 'pr-general-2024-003')),
    );
    expect(within(releases).getByText('Général')).toBeVisible();

    const cards = within(screen.getByRole('region', { name: 'Dans cette rubrique' })).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(
      MEDIA_PAGES.map((page) => localized('fr', mediaPaths.page(page))),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('/media/general-press is the media unit: its text, its contacts and the photos text below', async () => {
    const api = fakeApi({
      'POST /_content/:lang/:path*': ({ params: { lang, path } }) =>
        path === 'media/media-unit'
          ? contentBlock(`${lang}/${path}`, {
              title: 'Media unit',
              email: 'press@example.org',
              phone: '+32 2 000 00 00',
            })
          : contentBlock(`${lang}/${path}`, {
              title: 'Photos',
              body: '<h2 id="using">Using the photos</h2><p>Free.</p>',
            }),
    });
    visit('en', mediaPaths.page('general-press'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media unit' })).toBeVisible();
    const contact = screen.getByRole('region', { name: 'Contact the media unit' });
    expect(within(contact).getByRole('link', { name: 'press@example.org' })).toHaveAttribute(
      'href',
      'mailto:press@example.org',
    );
    expect(within(contact).getByRole('link', { name: '+32 2 000 00 00' })).toHaveAttribute('href', 'tel:+3220000000');
    const photos = screen.getByRole('region', { name: 'Photos' });
    expect(within(photos).getByRole('heading', { level: 3, name: 'Using the photos' })).toBeVisible();
    expect(
      within(screen.getByRole('navigation', { name: 'Press and media' })).getByRole('link', { name: 'Press office' }),
    ).toHaveAttribute('aria-current', 'page');
    expect(api.requests.every((request) => request.route === 'POST /_content/:lang/:path*')).toBe(true);
  });

  it('the media unit page stands without its photos text', async () => {
    fakeApi({
      'POST /_content/:lang/:path*': ({ params: { lang, path } }) =>
        path === 'media/pictures'
          ? { status: 503, body: { errors: [{ code: '', message: 'down' }] } }
          : contentBlock(`${lang}/${path}`, { title: 'Media unit' }),
    });
    visit('en', mediaPaths.page('general-press'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media unit' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Photos/ })).toBeNull();
  });

  it('/media/planning shows the text, the judgments announced and the hearings planned', async () => {
    fakeApi({
      'POST /_content/:lang/:path*': contentBlocks(),
      'GET /newsletter/get-upcoming-verdicts': listOf([
        agendaItem({ subject: 'Décret du 1er mars 2025 relatif à l’accueil de l’enfance' }),
      ]),
      'GET /press/pleadings': listOf([]),
    });
    visit('fr', mediaPaths.page('planning'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of planning' })).toBeVisible();
    const judgments = screen.getByRole('region', { name: 'Arrêts annoncés' });
    const row = within(judgments).getAllByRole('row')[1]!;
    expect(within(row).getByRole('link')).toHaveAttribute(
      'href',
      localized('fr', decisionsPaths.agenda('decision-2026-12-03')),
    );
    expect(row).toHaveTextContent('jeudi 3 décembre 2026 à 10:00');
    expect(row).toHaveTextContent('8123, 8124');
    expect(row).toHaveTextContent('Décret du 1er mars 2025');
    expect(
      within(screen.getByRole('region', { name: 'Audiences publiques prévues' })).getByTestId('empty-state'),
    ).toBeVisible();
  });

  it('a content block that does not exist is the page not found', async () => {
    fakeApi({
      'POST /_content/:lang/:path*': { status: 404, body: { errors: [{ code: 'not-found', message: 'No content' }] } },
    });
    const { router } = visit('en', mediaPaths.page('prize'));
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
  });

  it('/media/prize and /media/ronde show their text with the section around it', async () => {
    const api = fakeApi({ 'POST /_content/:lang/:path*': contentBlocks() });
    visit('en', mediaPaths.page('ronde'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of ronde' })).toBeVisible();
    expect(api.requestsTo('POST /_content/en/media/ronde')).toHaveLength(1);
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'HomePress and mediaTitle of ronde',
    );
    await waitFor(() => expect(document.title).toBe('Title of ronde – Constitutional Court of Belgium'));
  });
});
