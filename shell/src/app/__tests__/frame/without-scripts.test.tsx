import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { localizedPath, type Locale } from '@court/runtime';
import { CONSENT_FORM, decisionsPaths, mediaPaths, rulesPaths } from '@court/site-map';
import { useConsentStore } from '../../../features/consent/consent-store';
import { hydrateLayout, renderLayoutOnServer } from './render-layout';

/** The disclosure whose summary reads `name`, among those in `container`. */
function disclosure(container: HTMLElement, name: string): HTMLDetailsElement {
  const summary = Array.from(container.querySelectorAll('summary')).find((s) => s.textContent === name);
  if (!summary) throw new Error(`no disclosure named ${name}`);
  return summary.parentElement as HTMLDetailsElement;
}

/** The header's own menus (the small screens' Menu has a navigation of the same name, shown instead of it). */
function headerMenus(container: HTMLElement): HTMLElement {
  const nav = container.querySelector<HTMLElement>('header > nav');
  expect(nav).toHaveAccessibleName('Main menu');
  return nav!;
}

const hrefsIn = (element: Element) => Array.from(element.querySelectorAll('a[href]'), (a) => a.getAttribute('href'));

describe('the frame before its scripts run, or without them', () => {
  beforeEach(() => useConsentStore.setState({ status: 'undecided' }));

  it('opens each header menu without a script: a disclosure holding the menu’s links', () => {
    const html = renderLayoutOnServer('/en');
    const nav = headerMenus(html);
    const menus = Array.from(nav.querySelectorAll('details'));
    expect(menus.map((menu) => menu.querySelector('summary')?.textContent)).toEqual([
      'The Court',
      'Decisions',
      'Press and media',
      'Rules',
    ]);
    // One open at a time where the browser groups disclosures by name.
    expect(new Set(menus.map((menu) => menu.getAttribute('name')))).toEqual(new Set(['header-menu']));
    expect(hrefsIn(disclosure(nav, 'Decisions'))).toContain(localizedPath('en', decisionsPaths.pendingCases()));
    expect(nav.querySelector('button')).toBeNull();
  });

  it('shows where the page lies, as the scripted menus do', () => {
    const html = renderLayoutOnServer(localizedPath('en', rulesPaths.topic('anonymization-policy')));
    const nav = headerMenus(html);
    expect(disclosure(nav, 'Rules').querySelector('summary')?.className).toContain('active');
    expect(within(nav).getByRole('link', { name: 'Anonymisation policy', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  });

  // The pleadings procedure is in the small screens' menu in Dutch and French only.
  for (const [locale, menu, rules, pleadingsShown] of [
    ['nl', 'Menu', 'Regels', true],
    ['fr', 'Menu', 'Règles', true],
    ['en', 'Menu', 'Rules', false],
    ['de', 'Menü', 'Regeln', false],
  ] as const) {
    it(`${locale}: the small screens’ Menu opens by itself and holds what the drawer holds`, () => {
      const path = localizedPath(locale, rulesPaths.topic('anonymization-policy'));
      const html = renderLayoutOnServer(path);
      const small = disclosure(html, menu);
      const hrefs = hrefsIn(small);
      expect(hrefs).toContain(localizedPath(locale, decisionsPaths.agenda()));
      expect(hrefs).toContain(localizedPath(locale, mediaPaths.page('prize')));
      expect(hrefs).toContain(localizedPath(locale, mediaPaths.stayInformed()));
      expect(hrefs.includes(localizedPath(locale, rulesPaths.topic('pleadings-procedure')))).toBe(pleadingsShown);
      // The languages lead to the same page; the section of the page shown starts open.
      for (const other of ['nl', 'fr', 'de', 'en'] as Locale[])
        expect(hrefs).toContain(localizedPath(other, rulesPaths.topic('anonymization-policy')));
      expect(disclosure(small, rules).open).toBe(true);
      expect(small.querySelectorAll('details[open]')).toHaveLength(1);
    });
  }

  it('lets the visitor switch languages with links to the same page', () => {
    const html = renderLayoutOnServer(localizedPath('fr', decisionsPaths.agenda()));
    const languages = within(html).getByRole('navigation', { name: 'Langue', hidden: true });
    expect(within(languages).getByRole('link', { name: 'Nederlands', hidden: true })).toHaveAttribute(
      'href',
      localizedPath('nl', decisionsPaths.agenda()),
    );
  });

  it('asks the cookie question as a form the site server answers', () => {
    const html = renderLayoutOnServer(localizedPath('de', decisionsPaths.agenda()));
    const form = within(html).getByRole('region', { name: 'Cookies', hidden: true }).querySelector('form')!;
    expect(form).toHaveAttribute('action', CONSENT_FORM.path);
    expect(form).toHaveAttribute('method', 'post');
    expect(form).toHaveFormValues({ [CONSENT_FORM.returnTo]: localizedPath('de', decisionsPaths.agenda()) });
  });
});

describe('the frame once its scripts run', () => {
  beforeEach(() => useConsentStore.setState({ status: 'undecided' }));
  afterEach(() => document.body.replaceChildren());

  it('takes over the server’s HTML as it is, then turns the disclosures into the scripted menus', async () => {
    const errors = vi.spyOn(console, 'error');
    const url = localizedPath('nl', rulesPaths.topic('anonymization-policy'));
    const html = renderLayoutOnServer(url);
    hydrateLayout(html, url);
    const main = within(screen.getByRole('navigation', { name: 'Hoofdmenu' }));
    await waitFor(() => expect(main.getByRole('button', { name: 'Regels' })).toHaveAttribute('aria-expanded', 'false'));
    expect(screen.getByRole('button', { name: 'Menu' })).toHaveAttribute('aria-haspopup', 'dialog');
    expect(document.querySelector('details')).toBeNull();
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });
});
