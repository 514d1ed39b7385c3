import { localizedPath } from '@court/runtime';
import { fakeApi, renderRoutes } from '@court/shared/testing';
import { decisionsPaths } from '@court/site-map';
import { screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setUpSectionI18n } from '../../test-support/i18n';
import { routes } from '../routes';

describe('the judgment permalink', () => {
  beforeEach(() => setUpSectionI18n('fr'));

  it('says in the visitor’s language that a withdrawn judgment was withdrawn', async () => {
    fakeApi({
      'GET /juris/judgments/:year/:number': {
        status: 410,
        body: { errors: [{ code: 'gone', message: 'Judgment 42/2026 was withdrawn' }] },
      },
    });
    renderRoutes(routes, { url: localizedPath('fr', decisionsPaths.judgment({ year: 2026, number: 42 })) });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arrêt 42/2026' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('note')).toHaveTextContent('La Cour a retiré cet arrêt de son site.');
    expect(screen.getByRole('link', { name: 'Tous les arrêts' })).toHaveAttribute(
      'href',
      localizedPath('fr', decisionsPaths.judgments()),
    );
  });
});
