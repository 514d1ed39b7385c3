import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useConsentStore } from '../../../features/consent/consent-store';
import { renderLayout } from './render-layout';

describe('language selector', () => {
  beforeEach(() => useConsentStore.setState({ status: 'accepted' }));

  it('links to the same page in each language, keeping the query and the hash', () => {
    renderLayout('/en/rule/anonymization-policy?page=2#scope');
    const nav = within(screen.getByRole('navigation', { name: 'Language' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nederlands', '/nl/rule/anonymization-policy?page=2#scope'],
      ['Français', '/fr/rule/anonymization-policy?page=2#scope'],
      ['Deutsch', '/de/rule/anonymization-policy?page=2#scope'],
      ['English', '/en/rule/anonymization-policy?page=2#scope'],
    ]);
  });

  it('names each language in itself, marked with its language, and marks the current one', () => {
    renderLayout('/de/agenda');
    const nav = within(screen.getByRole('navigation', { name: 'Sprache' }));
    const dutch = nav.getByRole('link', { name: 'Nederlands' });
    expect(dutch).toHaveAttribute('lang', 'nl-BE');
    expect(dutch).toHaveAttribute('hreflang', 'nl-BE');
    expect(dutch).not.toHaveAttribute('aria-current');
    expect(nav.getByRole('link', { name: 'Deutsch' })).toHaveAttribute('aria-current', 'true');
    expect(nav.getByRole('link', { current: true })).toHaveTextContent('Deutsch');
  });

  it('goes to the same page in the chosen language', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout('/fr/judgments/pending-cases?year=2024');
    await user.click(
      within(screen.getByRole('navigation', { name: 'Langue' })).getByRole('link', { name: 'Nederlands' }),
    );
    expect(router.state.location.pathname).toBe('/nl/judgments/pending-cases');
    expect(router.state.location.search).toBe('?year=2024');
  });

  it('from the home page, goes to the other home page', () => {
    renderLayout('/nl');
    expect(
      within(screen.getByRole('navigation', { name: 'Taal' })).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/en');
  });
});
