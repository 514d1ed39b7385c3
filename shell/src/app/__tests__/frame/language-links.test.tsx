import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '@court/runtime';
import { decisionsPaths, rulesPaths } from '@court/site-map';
import { useConsentStore } from '../../../features/consent/consent-store';
import { renderLayout } from './render-layout';

describe('language selector', () => {
  beforeEach(() => useConsentStore.setState({ status: 'accepted' }));

  it('links to the same page in each language, keeping the query and the hash', () => {
    const page = `${rulesPaths.topic('anonymization-policy')}?page=2#scope`;
    renderLayout(localizedPath('en', page));
    const nav = within(screen.getByRole('navigation', { name: 'Language' }));
    const links = nav.getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Nederlands', localizedPath('nl', page)],
      ['Français', localizedPath('fr', page)],
      ['Deutsch', localizedPath('de', page)],
      ['English', localizedPath('en', page)],
    ]);
  });

  it('names each language in itself, marked with its language, and marks the current one', () => {
    renderLayout(localizedPath('de', decisionsPaths.agenda()));
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
    const { router } = renderLayout(`${localizedPath('fr', decisionsPaths.pendingCases())}?year=2024`);
    await user.click(
      within(screen.getByRole('navigation', { name: 'Langue' })).getByRole('link', { name: 'Nederlands' }),
    );
    expect(router.state.location.pathname).toBe(localizedPath('nl', decisionsPaths.pendingCases()));
    expect(router.state.location.search).toBe('?year=2024');
  });

  it('from the home page, goes to the other home page', () => {
    renderLayout('/nl');
    expect(
      within(screen.getByRole('navigation', { name: 'Taal' })).getByRole('link', { name: 'English' }),
    ).toHaveAttribute('href', '/en');
  });
});
