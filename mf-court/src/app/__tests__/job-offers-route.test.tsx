import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { renderRoutes, resetSharedState, setUpTestI18n } from '@court/shared/testing';
import courtEn from '../../locales/en.json';
import { routes } from '../routes';
import { partApiClient } from '../../lib/api-client';

afterEach(resetSharedState);

describe('job offers in English', () => {
  it.each(['/en/court/jobs', '/en/court/job-offers'])(
    '%s says where the offers are published, with a link to each language, and fetches nothing',
    async (url) => {
      setUpTestI18n('en', { court: courtEn });
      const get = vi.spyOn(partApiClient, 'get');
      renderRoutes(routes, { url });
      expect(await screen.findByRole('heading', { level: 1, name: 'Job offers' })).toBeInTheDocument();
      expect(screen.getByText(/publishes its job offers in Dutch, French and German only/)).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Vacatures (Nederlands)' })).toHaveAttribute(
        'href',
        '/nl/court/job-offers',
      );
      expect(screen.getByRole('link', { name: "Offres d'emploi (Français)" })).toHaveAttribute(
        'href',
        '/fr/court/job-offers',
      );
      expect(screen.getByRole('link', { name: 'Stellenangebote (Deutsch)' })).toHaveAttribute(
        'href',
        '/de/court/job-offers',
      );
      expect(get).not.toHaveBeenCalled();
    },
  );
});
