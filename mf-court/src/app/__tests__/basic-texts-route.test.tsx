import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, resetSharedState, setUpTestI18n } from '@court/shared/testing';
import courtDe from '../../locales/de.json';
import courtFr from '../../locales/fr.json';
import { routes } from '../routes';

const BODY = [
  '<p>Einleitung</p>',
  '<h2 id="1-la-constitution-de-la-belgique-federale">1. Verfassung</h2><p>Teil 1</p>',
  '<h2 id="2-legislation-organique">2. Organische Gesetzgebung</h2><p>Teil 2</p>',
  '<h2 id="3-arrets-organiques">3. Organische Erlasse</h2><p>Teil 3</p>',
  '<h2 id="4-reglements">4. Geschäftsordnungen</h2><p>Teil 4</p>',
].join('\n');

vi.mock('@court/shared', async (importOriginal) => ({
  ...(await importOriginal<Record<string, unknown>>()),
  loadContentDocument: async (lang: string) => ({
    ok: true,
    document: {
      path: `/${lang}/court/basic-texts`,
      slug: 'basic-texts',
      dir: `/${lang}/court`,
      lang,
      title: 'Grundlagentexte',
      toc: [
        '1-la-constitution-de-la-belgique-federale',
        '2-legislation-organique',
        '3-arrets-organiques',
        '4-reglements',
      ].map((id) => ({ id, depth: 2, text: id })),
      body: BODY,
    },
  }),
}));

afterEach(resetSharedState);

describe('/court/basic-text', () => {
  it('in German shows parts 1 and 2, and in place of 3 and 4 a note linking to the Dutch and French texts', async () => {
    setUpTestI18n('de', { court: courtDe });
    renderRoutes(routes, { url: '/de/court/basic-text' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundlagentexte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Verfassung' })).toHaveAttribute(
      'id',
      '1-la-constitution-de-la-belgique-federale',
    );
    expect(screen.getByRole('heading', { level: 2, name: '2. Organische Gesetzgebung' })).toBeInTheDocument();
    expect(screen.queryByText('Teil 3')).not.toBeInTheDocument();
    expect(screen.queryByText('Teil 4')).not.toBeInTheDocument();
    const note = screen.getByRole('region', { name: 'Organische Erlasse und Geschäftsordnungen' });
    expect(note).toHaveAttribute('id', '3-arrets-organiques');
    expect(note.querySelector('[id="4-reglements"]')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Grundlagentexte auf Niederländisch (Nederlands)' })).toHaveAttribute(
      'href',
      '/nl/court/basic-text#3-arrets-organiques',
    );
  });

  it('in French shows all four parts and no note', async () => {
    setUpTestI18n('fr', { court: courtFr });
    renderRoutes(routes, { url: '/fr/court/basic-text' });
    expect(await screen.findByText('Teil 4')).toBeInTheDocument();
    expect(screen.getByText('Teil 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arrêtés organiques et règlements' })).not.toBeInTheDocument();
  });
});
