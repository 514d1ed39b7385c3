import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '@court/runtime';
import { decisionsPaths, mediaPaths } from '@court/site-map';
import { useConsentStore } from '../../../features/consent/consent-store';
import { renderLayout } from './render-layout';

describe('page frame', () => {
  beforeEach(() => useConsentStore.setState({ status: 'undecided' }));

  it('has one banner, one main, one contentinfo, and distinctly named navigation regions', () => {
    renderLayout(localizedPath('en', decisionsPaths.agenda()));
    expect(screen.getAllByRole('banner')).toHaveLength(1);
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.getAllByRole('contentinfo')).toHaveLength(1);
    const names = screen.getAllByRole('navigation').map((nav) => nav.getAttribute('aria-label'));
    expect(names).toEqual(['Language', 'Main menu', 'Information about this site']);
  });

  it('adds no h1 of its own: the only h1 is the page’s', () => {
    renderLayout(localizedPath('en', decisionsPaths.agenda()));
    expect(screen.getAllByRole('heading', { level: 1 }).map((h) => h.textContent)).toEqual(['A page']);
  });

  it('puts the page in <main id="main-content">, focusable by script', () => {
    renderLayout('/en');
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toHaveAttribute('tabindex', '-1');
  });

  it('links the emblem and name to the home page in the language', () => {
    renderLayout(localizedPath('nl', decisionsPaths.agenda()));
    // The name holds the soft hyphens a narrow screen breaks it at (config/site-title.ts); speech skips them.
    const home = screen.getByRole('link', { name: (name) => name.replaceAll('\u00ad', '') === 'Grondwettelijk Hof' });
    expect(home).toHaveAttribute('href', '/nl');
    expect(home.textContent).toBe('Grond\u00adwet\u00adte\u00adlijk Hof');
  });

  it('starts with the skip link, which takes the focus to the main content', async () => {
    const user = userEvent.setup();
    renderLayout(localizedPath('fr', decisionsPaths.agenda()));
    await user.tab();
    const skip = screen.getByRole('link', { name: 'Aller au contenu principal' });
    expect(skip).toHaveFocus();
    expect(skip).toHaveAttribute('href', '#main-content');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('marks the navigation, the footer and the banner as not to be printed', () => {
    renderLayout('/en');
    for (const element of [
      screen.getByRole('navigation', { name: 'Main menu' }),
      screen.getByRole('navigation', { name: 'Language' }).parentElement!,
      screen.getByRole('contentinfo'),
      screen.getByRole('region', { name: 'Cookies' }),
      screen.getByRole('button', { name: 'Menu' }),
      screen.getByRole('link', { name: 'Skip to main content' }),
    ]) {
      expect(element.closest('.no-print')).not.toBeNull();
    }
  });

  it('shows the stay-informed link', () => {
    renderLayout('/de');
    expect(screen.getByRole('link', { name: 'Bleiben Sie informiert' })).toHaveAttribute(
      'href',
      localizedPath('de', mediaPaths.stayInformed()),
    );
  });

  it('does not move the focus on its own when it first appears', () => {
    const focus = vi.spyOn(HTMLElement.prototype, 'focus');
    renderLayout('/en');
    expect(focus).not.toHaveBeenCalled();
  });
});
