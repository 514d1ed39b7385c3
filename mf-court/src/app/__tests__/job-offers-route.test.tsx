import { afterEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { localizedPath } from '@court/runtime';
import { fakeApi, renderRoutes, resetSharedState, setUpTestI18n } from '@court/shared/testing';
import { courtPaths, JOB_OFFER_SEGMENTS } from '@court/site-map';
import courtEn from '../../locales/en.json';
import { routes } from '../routes';

afterEach(resetSharedState);

describe('job offers in English', () => {
  it.each(JOB_OFFER_SEGMENTS.map((segment) => localizedPath('en', courtPaths.jobOffers(segment))))(
    '%s says where the offers are published, with a link to each language, and fetches nothing',
    async (url) => {
      setUpTestI18n('en', { court: courtEn });
      const api = fakeApi();
      renderRoutes(routes, { url });
      expect(await screen.findByRole('heading', { level: 1, name: 'Job offers' })).toBeInTheDocument();
      expect(screen.getByText(/publishes its job offers in Dutch, French and German only/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Vacatures (Nederlands)' })).toHaveAttribute(
        'href',
        localizedPath('nl', courtPaths.jobOffers()),
      );
      expect(screen.getByRole('link', { name: "Offres d'emploi (Français)" })).toHaveAttribute(
        'href',
        localizedPath('fr', courtPaths.jobOffers()),
      );
      expect(screen.getByRole('link', { name: 'Stellenangebote (Deutsch)' })).toHaveAttribute(
        'href',
        localizedPath('de', courtPaths.jobOffers()),
      );
      expect(api.requests).toEqual([]);
    },
  );
});
