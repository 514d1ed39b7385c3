import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type * as ContentClient from '../../../../shared/src/api/content-client';
import { ApiError } from '@court/runtime';
import { clearPdfChecks, type ContentDocument } from '@court/shared';
import { renderRoutes, setUpTestI18n } from '@court/shared/testing';
import { decisionsPaths, localized, MEDIA_PAGES, mediaPaths } from '@court/site-map';
import mediaEn from '../../locales/en.json';
import mediaFr from '../../locales/fr.json';
import { routes } from '../routes';
import { contentBlock } from '../../testing/content-fixture';
import { agendaItem, answerApi, listOf, pressRelease } from '../../testing/fake-api';

const { fetchContent } = vi.hoisted(() => ({
  fetchContent: vi.fn<(locale: string, path: string) => Promise<ContentDocument>>(),
}));
// The content service's client, where the shared loaders reach it: the pages' own loading and error rules run.
vi.mock('../../../../shared/src/api/content-client', async (importOriginal) => ({
  ...(await importOriginal<typeof ContentClient>()),
  fetchContent,
}));

function visit(locale: 'en' | 'fr', path: string) {
  setUpTestI18n(locale, { media: locale === 'en' ? mediaEn : mediaFr });
  return renderRoutes(routes, { url: localized(locale, path) });
}

describe('the Press and media pages', () => {
  beforeEach(() => {
    clearPdfChecks();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 404 })),
    );
    fetchContent.mockReset().mockImplementation(async (locale, path) => contentBlock(`${locale}/${path}`));
  });

  it('/media introduces the section, shows the latest releases of both kinds and a card per page', async () => {
    const requests = answerApi(() => ({
      status: 200,
      data: listOf([
        pressRelease({ title: 'La Cour annule la taxe', pdfUrl: null }),
        pressRelease({
          id: 'pr-general-2024-003',
          mediaType: 'generalPressRelease',
          title: 'Nouveau président',
          judgment: null,
        }),
      ]),
    }));
    visit('fr', mediaPaths.root());
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of index' })).toBeVisible();
    expect(fetchContent).toHaveBeenCalledWith('fr', 'media/index');
    expect(requests[0]?.url).toBe('/media/general-press');
    expect(requests[0]?.params).toMatchObject({ lang: 'fr', pageSize: 4 });

    const latest = screen.getByRole('region', { name: 'Derniers communiqués de presse' });
    expect(within(latest).getByRole('link', { name: 'La Cour annule la taxe' })).toHaveAttribute(
      'href',
      localized('fr', mediaPaths.pressRelease('pressReleaseForJudgments', 'pr-2024-012')),
    );
    expect(within(latest).getByRole('link', { name: 'Nouveau président' })).toHaveAttribute(
      'href',
      localized('fr', mediaPaths.pressRelease('generalPressRelease', 'pr-general-2024-003')),
    );
    expect(within(latest).getByText('Général')).toBeVisible();

    const cards = within(screen.getByRole('region', { name: 'Dans cette rubrique' })).getAllByRole('link');
    expect(cards.map((link) => link.getAttribute('href'))).toEqual(
      MEDIA_PAGES.map((page) => localized('fr', mediaPaths.page(page))),
    );
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('/media/general-press is the media unit: its text, its contacts and the photos text below', async () => {
    answerApi(() => ({ status: 500, data: {} }));
    fetchContent.mockImplementation(async (locale, path) =>
      path === 'media/media-unit'
        ? contentBlock(`${locale}/${path}`, {
            title: 'Media unit',
            email: 'press@example.org',
            phone: '+32 2 000 00 00',
          })
        : contentBlock(`${locale}/${path}`, {
            title: 'Photos',
            body: '<h2 id="using">Using the photos</h2><p>Free.</p>',
          }),
    );
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
  });

  it('the media unit page stands without its photos text', async () => {
    fetchContent.mockImplementation(async (locale, path) => {
      if (path === 'media/pictures') throw new ApiError(503, [{ code: '' }], 'down');
      return contentBlock(`${locale}/${path}`, { title: 'Media unit' });
    });
    visit('en', mediaPaths.page('general-press'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Media unit' })).toBeVisible();
    expect(screen.queryByRole('region', { name: /Photos/ })).toBeNull();
  });

  it('/media/planning shows the text, the judgments announced and the hearings planned', async () => {
    answerApi((config) =>
      config.url === '/newsletter/get-upcoming-verdicts'
        ? {
            status: 200,
            data: listOf([agendaItem({ subject: 'Décret du 1er mars 2025 relatif à l’accueil de l’enfance' })]),
          }
        : { status: 200, data: listOf([]) },
    );
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
    fetchContent.mockRejectedValue(new ApiError(404, [{ code: 'not-found' }], 'No content'));
    const { router } = visit('en', mediaPaths.page('prize'));
    await waitFor(() => expect(router.state.errors).not.toBeNull());
    expect(Object.values(router.state.errors ?? {})[0]).toMatchObject({ status: 404 });
  });

  it('/media/prize and /media/ronde show their text with the section around it', async () => {
    visit('en', mediaPaths.page('ronde'));
    expect(await screen.findByRole('heading', { level: 1, name: 'Title of ronde' })).toBeVisible();
    expect(fetchContent).toHaveBeenCalledWith('en', 'media/ronde');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(
      'HomePress and mediaTitle of ronde',
    );
    await waitFor(() => expect(document.title).toBe('Title of ronde – Constitutional Court of Belgium'));
  });
});
