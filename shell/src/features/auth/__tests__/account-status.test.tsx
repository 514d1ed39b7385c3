import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { localizedPath, resetSessionStore, useSessionStore } from '@court/runtime';
import { renderWithLocale, setUpTestI18n } from '@court/shared/testing';
import { shellPaths } from '@court/site-map';
import shellNl from '../../../locales/nl.json';
import { AccountStatus } from '../account-status';

function logIn(exp: number) {
  useSessionStore.setState({
    authInfo: { token: 'header.payload.signature', exp, fedid: 'login-1' },
    currentUser: { givenName: 'An', surname: 'Peeters' },
  });
}

describe('the account in the header', () => {
  beforeEach(() => setUpTestI18n('nl', { shell: shellNl }));
  afterEach(() => {
    resetSessionStore();
    vi.unstubAllGlobals();
  });

  it('shows nothing to an anonymous visitor, nor for an expired token', () => {
    const { container } = renderWithLocale(<AccountStatus />, 'nl');
    expect(container).toBeEmptyDOMElement();
    logIn(Math.floor(Date.now() / 1000) - 10);
    expect(screen.queryByRole('button', { name: 'Afmelden' })).not.toBeInTheDocument();
  });

  it('shows the citizen name, linking to their page, and logs out through the API with the federal id', async () => {
    logIn(Math.floor(Date.now() / 1000) + 600);
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    renderWithLocale(<AccountStatus />, 'nl');
    expect(screen.getByRole('link', { name: 'Aangemeld als An Peeters' })).toHaveAttribute(
      'href',
      localizedPath('nl', shellPaths.admin()),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Afmelden' }));
    expect(assign).toHaveBeenCalledWith('/api/v1/auth/csam/logout?fedid=login-1');
    expect(useSessionStore.getState().authInfo).toBeNull();
  });
});
