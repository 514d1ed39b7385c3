import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '@court/runtime';
import { BASIC_TEXT_ANCHORS, courtPaths, decisionsPaths, mediaPaths, rulesPaths } from '@court/site-map';
import { useConsentStore } from '../../../features/consent/consent-store';
import { renderLayout } from './render-layout';

function mainMenu(name = 'Main menu') {
  return screen.getByRole('navigation', { name });
}

describe('header menus', () => {
  beforeEach(() => useConsentStore.setState({ status: 'accepted' }));

  it('shows the six top menus: four buttons and two links', () => {
    renderLayout(localizedPath('en', rulesPaths.root()));
    const nav = within(mainMenu());
    expect(nav.getAllByRole('button').map((b) => b.textContent)).toEqual([
      'The Court',
      'Decisions',
      'Press and media',
      'Rules',
    ]);
    expect(nav.getByRole('link', { name: 'Agenda' })).toHaveAttribute(
      'href',
      localizedPath('en', decisionsPaths.agenda()),
    );
    expect(nav.getByRole('link', { name: 'Prize' })).toHaveAttribute(
      'href',
      localizedPath('en', mediaPaths.page('prize')),
    );
    expect(nav.queryByRole('menu')).toBeNull();
  });

  it('opens a menu with a click, as a disclosure controlling its panel', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const button = within(mainMenu()).getByRole('button', { name: 'Decisions' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const panel = document.getElementById(button.getAttribute('aria-controls')!)!;
    expect(panel).not.toBeVisible();
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(panel).toBeVisible();
    expect(within(panel).getByRole('link', { name: 'Pending cases' })).toHaveAttribute(
      'href',
      localizedPath('en', decisionsPaths.pendingCases()),
    );
    await user.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one menu open at a time', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const nav = within(mainMenu());
    await user.click(nav.getByRole('button', { name: 'The Court' }));
    await user.click(nav.getByRole('button', { name: 'Rules' }));
    expect(nav.getByRole('button', { name: 'The Court' })).toHaveAttribute('aria-expanded', 'false');
    expect(nav.getByRole('button', { name: 'Rules' })).toHaveAttribute('aria-expanded', 'true');
    expect(nav.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('closes on a click outside', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const button = within(mainMenu()).getByRole('button', { name: 'Rules' });
    await user.click(button);
    await user.click(screen.getByText('Its text.'));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('works with the keyboard; Escape closes the menu and puts the focus back on its button', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const button = within(mainMenu()).getByRole('button', { name: 'Press and media' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(screen.getByRole('link', { name: 'General press releases' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    await user.keyboard(' ');
    expect(button).toHaveAttribute('aria-expanded', 'true');
  });

  it('moves with the arrow keys: along the bar, into a menu at its first or last link, and within it', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const nav = within(mainMenu());
    const court = nav.getByRole('button', { name: 'The Court' });
    court.focus();
    await user.keyboard('{ArrowRight}');
    const decisions = nav.getByRole('button', { name: 'Decisions' });
    expect(decisions).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(nav.getByRole('link', { name: 'Prize' })).toHaveFocus();

    decisions.focus();
    await user.keyboard('{ArrowDown}');
    expect(decisions).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(decisions.getAttribute('aria-controls')!)!;
    const links = within(panel).getAllByRole('link');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[1]).toHaveFocus();
    await user.keyboard('{End}');
    expect(links[links.length - 1]).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(links[0]).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(decisions).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(links[links.length - 1]).toHaveFocus();
  });

  it('closes when the focus moves past the open menu', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const nav = within(mainMenu());
    const button = nav.getByRole('button', { name: 'Rules' });
    await user.click(button);
    // Rules in the header: recommendations, anonymisation, pleadings; then the Prize link.
    await user.tab();
    await user.tab();
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    await user.tab();
    expect(nav.getByRole('link', { name: 'Prize' })).toHaveFocus();
    await user.tab();
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('closes when a link of the menu is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout('/en');
    const button = within(mainMenu()).getByRole('button', { name: 'The Court' });
    await user.click(button);
    await user.click(screen.getByRole('link', { name: 'About the Court' }));
    expect(router.state.location.pathname).toBe(localizedPath('en', courtPaths.presentation()));
    expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  it('applies the header rules of the language: official texts 3 and 4 in Dutch, no job offers in English', async () => {
    const user = userEvent.setup();
    const { unmount } = renderLayout('/nl');
    await user.click(within(mainMenu('Hoofdmenu')).getByRole('button', { name: 'Het Hof' }));
    expect(screen.getByRole('link', { name: 'Organieke besluiten' })).toHaveAttribute(
      'href',
      localizedPath('nl', courtPaths.basicTexts(BASIC_TEXT_ANCHORS.organicDecrees)),
    );
    expect(screen.getByRole('link', { name: 'Reglementen' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Vacatures' })).toHaveAttribute(
      'href',
      localizedPath('nl', courtPaths.jobOffers()),
    );
    unmount();

    renderLayout('/en');
    await user.click(within(mainMenu()).getByRole('button', { name: 'The Court' }));
    expect(screen.getByRole('link', { name: 'Organic legislation' })).toBeVisible();
    expect(screen.queryByRole('link', { name: 'Organic decrees' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Job offers' })).toBeNull();
    // The header keeps the pleadings procedure in every language.
    await user.click(within(mainMenu()).getByRole('button', { name: 'Rules' }));
    expect(screen.getByRole('link', { name: 'Pleadings procedure' })).toBeVisible();
  });

  it('marks the page shown as the current one', async () => {
    const user = userEvent.setup();
    renderLayout(localizedPath('en', rulesPaths.topic('anonymization-policy')));
    const button = within(mainMenu()).getByRole('button', { name: 'Rules' });
    await user.click(button);
    expect(screen.getByRole('link', { name: 'Anonymisation policy' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Pleadings procedure' })).not.toHaveAttribute('aria-current');
  });
});

describe('highlighting the menu of the page shown', () => {
  beforeEach(() => useConsentStore.setState({ status: 'accepted' }));

  it.each([
    [localizedPath('en', rulesPaths.root()), 'Rules'],
    [localizedPath('en', rulesPaths.topic('pleadings-procedure')), 'Rules'],
    [localizedPath('en', courtPaths.member('12')), 'The Court'],
    [localizedPath('en', courtPaths.root()), 'The Court'],
    [localizedPath('en', decisionsPaths.pendingCases()), 'Decisions'],
    [localizedPath('en', mediaPaths.root()), 'Press and media'],
  ])('%s lies in %s', (url, menu) => {
    renderLayout(url);
    const buttons = within(mainMenu()).getAllByRole('button');
    const highlighted = buttons.filter((button) => button.className.includes('active')).map((b) => b.textContent);
    expect(highlighted).toEqual([menu]);
  });

  it('the prize page is not in the Press menu: its own link is current', () => {
    renderLayout(localizedPath('en', mediaPaths.page('prize')));
    const nav = within(mainMenu());
    expect(nav.getAllByRole('button').filter((button) => button.className.includes('active'))).toEqual([]);
    expect(nav.getByRole('link', { name: 'Prize' })).toHaveAttribute('aria-current', 'page');
  });
});
