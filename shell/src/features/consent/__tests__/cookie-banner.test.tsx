import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { localizedPath, readCookie } from '@court/runtime';
import { renderWithLocale, setUpTestI18n } from '@court/shared/testing';
import { CONSENT_FORM, courtPaths } from '@court/site-map';
import shellEn from '../../../locales/en.json';
import shellNl from '../../../locales/nl.json';
import { CookieBanner } from '../cookie-banner';
import { useConsentStore } from '../consent-store';

function renderBanner(locale: 'en' | 'nl' = 'en') {
  setUpTestI18n(locale, { shell: locale === 'en' ? shellEn : shellNl });
  return renderWithLocale(
    <>
      <main id="main-content" tabIndex={-1} />
      <CookieBanner />
    </>,
    locale,
  );
}

describe('cookie banner', () => {
  beforeEach(() => useConsentStore.getState().reload());

  it('asks an undecided visitor, in a labelled region that is not a dialog', () => {
    renderBanner();
    const region = screen.getByRole('region', { name: 'Cookies' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(within(region).getByRole('heading', { name: 'Cookies on this website' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(region).getByRole('button', { name: 'Refuse' })).toBeVisible();
    expect(within(region).getByRole('link', { name: 'Read our privacy policy' })).toHaveAttribute(
      'href',
      localizedPath('en', courtPaths.legal('privacy-policy')),
    );
    expect(region).toHaveClass('no-print');
  });

  it('is a form the site server answers when no script runs, posted back with the page to return to', () => {
    renderBanner('nl');
    const form = screen.getByRole('region', { name: 'Cookies' }).querySelector('form')!;
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveAttribute('action', CONSENT_FORM.path);
    expect(form).toHaveFormValues({ [CONSENT_FORM.returnTo]: '/nl' });
    for (const [name, value] of [
      ['Aanvaarden', 'true'],
      ['Weigeren', 'false'],
    ] as const) {
      const button = within(form).getByRole('button', { name });
      expect(button).toHaveAttribute('type', 'submit');
      expect(button).toHaveAttribute('name', CONSENT_FORM.answer);
      expect(button).toHaveAttribute('value', value);
    }
  });

  it('answers the form itself while its scripts run: the page is not left', async () => {
    const user = userEvent.setup();
    const submitted: boolean[] = [];
    const onSubmit = (event: Event) => submitted.push(event.defaultPrevented);
    window.addEventListener('submit', onSubmit);
    try {
      renderBanner();
      await user.click(screen.getByRole('button', { name: 'Refuse' }));
    } finally {
      window.removeEventListener('submit', onSubmit);
    }
    expect(submitted).toEqual([true]);
    expect(readCookie('GDPR:accepted')).toBe('false');
  });

  it('Accept stores GDPR:accepted=true, confirms with the focus on the message, then hides', async () => {
    const user = userEvent.setup();
    renderBanner();
    await user.click(screen.getByRole('button', { name: 'Accept' }));
    expect(readCookie('GDPR:accepted')).toBe('true');
    expect(useConsentStore.getState().status).toBe('accepted');
    expect(screen.getByText('You have accepted the additional cookies.')).toHaveFocus();
    await user.click(screen.getByRole('button', { name: 'Hide this message' }));
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('Refuse stores GDPR:accepted=false', async () => {
    const user = userEvent.setup();
    renderBanner('nl');
    await user.click(screen.getByRole('button', { name: 'Weigeren' }));
    expect(readCookie('GDPR:accepted')).toBe('false');
    expect(useConsentStore.getState().status).toBe('denied');
    expect(screen.getByText('U hebt de bijkomende cookies geweigerd.')).toBeVisible();
  });

  it('is not shown to a visitor who accepted', () => {
    document.cookie = 'GDPR:accepted=true; Path=/';
    useConsentStore.getState().reload();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });

  it('is not shown to a visitor who refused', () => {
    document.cookie = 'GDPR:accepted=false; Path=/';
    useConsentStore.getState().reload();
    renderBanner();
    expect(screen.queryByRole('region', { name: 'Cookies' })).toBeNull();
  });
});
