import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { localizedPath, type Locale } from '@court/runtime';
import { fakeApi, renderRoutes, resetSharedState, setUpTestI18n } from '@court/shared/testing';
import { BASIC_TEXT_ANCHORS, courtPaths } from '@court/site-map';
import courtDe from '../../locales/de.json';
import courtFr from '../../locales/fr.json';
import { routes } from '../routes';

const { constitution, organicLegislation, organicDecrees, regulations } = BASIC_TEXT_ANCHORS;

const BODY = [
  '<p>Einleitung</p>',
  `<h2 id="${constitution}">1. Verfassung</h2><p>Teil 1</p>`,
  `<h2 id="${organicLegislation}">2. Organische Gesetzgebung</h2><p>Teil 2</p>`,
  `<h2 id="${organicDecrees}">3. Organische Erlasse</h2><p>Teil 3</p>`,
  `<h2 id="${regulations}">4. Geschäftsordnungen</h2><p>Teil 4</p>`,
].join('\n');

// The content service, with the four parts of the basic texts in one block.
beforeEach(() => {
  fakeApi({
    'POST /_content/:lang/:path*': ({ params: { lang } }) => ({
      path: `/${lang}/court/basic-texts`,
      slug: 'basic-texts',
      dir: `/${lang}/court`,
      lang: lang as Locale,
      title: 'Grundlagentexte',
      toc: Object.values(BASIC_TEXT_ANCHORS).map((id) => ({ id, depth: 2, text: id })),
      body: BODY,
    }),
  });
});
afterEach(resetSharedState);

describe('/court/basic-text', () => {
  it('in German shows parts 1 and 2, and in place of 3 and 4 a note linking to the Dutch and French texts', async () => {
    setUpTestI18n('de', { court: courtDe });
    renderRoutes(routes, { url: localizedPath('de', courtPaths.basicTexts()) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Grundlagentexte' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: '1. Verfassung' })).toHaveAttribute('id', constitution);
    expect(screen.getByRole('heading', { level: 2, name: '2. Organische Gesetzgebung' })).toBeInTheDocument();
    expect(screen.queryByText('Teil 3')).not.toBeInTheDocument();
    expect(screen.queryByText('Teil 4')).not.toBeInTheDocument();
    const note = screen.getByRole('region', { name: 'Organische Erlasse und Geschäftsordnungen' });
    expect(note).toHaveAttribute('id', organicDecrees);
    expect(note.querySelector(`[id="${regulations}"]`)).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Grundlagentexte auf Niederländisch (Nederlands)' })).toHaveAttribute(
      'href',
      localizedPath('nl', courtPaths.basicTexts(organicDecrees)),
    );
  });

  it('in French shows all four parts and no note', async () => {
    setUpTestI18n('fr', { court: courtFr });
    renderRoutes(routes, { url: localizedPath('fr', courtPaths.basicTexts()) });
    expect(await screen.findByText('Teil 4')).toBeInTheDocument();
    expect(screen.getByText('Teil 3')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Arrêtés organiques et règlements' })).not.toBeInTheDocument();
  });
});
