import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath } from '@court/runtime';
import { decisionsPaths, mediaPaths, rulesPaths } from '@court/site-map';
import { useConsentStore } from '../../../features/consent/consent-store';
import { renderLayout } from './render-layout';

async function openDrawer(user: ReturnType<typeof userEvent.setup>, buttonName = 'Menu') {
  const button = screen.getByRole('button', { name: buttonName });
  await user.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: buttonName }) };
}

describe('mobile drawer', () => {
  beforeEach(() => useConsentStore.setState({ status: 'accepted' }));

  it('opens as a labelled modal dialog and moves the focus into it', async () => {
    const user = userEvent.setup();
    renderLayout(localizedPath('en', decisionsPaths.agenda()));
    const { button, dialog } = await openDrawer(user);
    expect(dialog).toHaveAttribute('aria-modal', 'true');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    // The focus moves once the drawer is drawn (an effect), which may be a moment after it appears.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  });

  it('makes the page behind inert and unscrollable while open', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const main = screen.getByRole('main');
    const htmlClassesBefore = document.documentElement.className;
    const { dialog } = await openDrawer(user);
    expect(main.closest('[inert]')).not.toBeNull();
    expect(document.documentElement.className).not.toBe(htmlClassesBefore);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(main.closest('[inert]')).toBeNull();
    expect(document.documentElement.className).toBe(htmlClassesBefore);
  });

  it('traps Tab and Shift+Tab inside, wrapping around', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const { dialog } = await openDrawer(user);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    const lastLink = within(dialog).getByRole('link', { name: 'English' });
    await user.tab({ shift: true });
    expect(lastLink).toHaveFocus();
    await user.tab();
    expect(close).toHaveFocus();
    // All the way round by Tab alone.
    const stops = within(dialog).getAllByRole('button').length + within(dialog).getAllByRole('link').length;
    for (let i = 0; i < stops; i += 1) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(close).toHaveFocus();
  });

  it('closes with Escape and gives the focus back to the Menu button', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const { button } = await openDrawer(user);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('closes with its close button, focus back on Menu', async () => {
    const user = userEvent.setup();
    renderLayout('/en');
    const { button, dialog } = await openDrawer(user);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(button).toHaveFocus();
  });

  it('offers the menus as expandable sections and closes when a link is followed', async () => {
    const user = userEvent.setup();
    const { router } = renderLayout('/en');
    const { dialog } = await openDrawer(user);
    const decisions = within(dialog).getByRole('button', { name: 'Decisions' });
    expect(decisions).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByRole('link', { name: 'Judgments' })).toBeNull();
    await user.click(decisions);
    expect(decisions).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(dialog).getByRole('link', { name: 'Judgments' }));
    expect(router.state.location.pathname).toBe(localizedPath('en', decisionsPaths.judgments()));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('has Agenda, Prize, stay informed and the languages', async () => {
    const user = userEvent.setup();
    renderLayout(localizedPath('fr', rulesPaths.topic('anonymization-policy')));
    const { dialog } = await openDrawer(user);
    expect(within(dialog).getByRole('link', { name: 'Agenda' })).toHaveAttribute(
      'href',
      localizedPath('fr', decisionsPaths.agenda()),
    );
    expect(within(dialog).getByRole('link', { name: 'Prix' })).toHaveAttribute(
      'href',
      localizedPath('fr', mediaPaths.page('prize')),
    );
    expect(within(dialog).getByRole('link', { name: 'Restez informé' })).toHaveAttribute(
      'href',
      localizedPath('fr', mediaPaths.stayInformed()),
    );
    expect(within(dialog).getByRole('link', { name: 'Nederlands' })).toHaveAttribute(
      'href',
      localizedPath('nl', rulesPaths.topic('anonymization-policy')),
    );
    // The section of the page shown starts open.
    expect(within(dialog).getByRole('button', { name: 'Règles' })).toHaveAttribute('aria-expanded', 'true');
  });

  for (const [locale, menu, rules, pleadings, shown] of [
    ['nl', 'Menu', 'Regels', 'Pleitprocedure', true],
    ['fr', 'Menu', 'Règles', 'Procédure de plaidoirie', true],
    ['en', 'Menu', 'Rules', 'Pleadings procedure', false],
    ['de', 'Menü', 'Regeln', 'Ablauf der Plädoyers', false],
  ] as const) {
    it(`${locale}: the pleadings procedure is ${shown ? 'in' : 'not in'} the drawer`, async () => {
      const user = userEvent.setup();
      renderLayout(`/${locale}`);
      const { dialog } = await openDrawer(user, menu);
      await user.click(within(dialog).getByRole('button', { name: rules }));
      expect(within(dialog).queryByRole('link', { name: pleadings }) !== null).toBe(shown);
    });
  }
});
