import { describe, expect, it } from 'vitest';
import { renderFirstScreen } from '../render-first-screen';

/** A first screen as a document, to query it as the browser will show it. */
async function firstScreen(pathname: string, withBanner = false) {
  const screen = await renderFirstScreen(pathname, { withBanner });
  if (!screen) throw new Error(`no first screen for ${pathname}`);
  return { ...screen, page: new DOMParser().parseFromString(`<body>${screen.markup}</body>`, 'text/html') };
}

describe('the first screen the site server draws before scripts run', () => {
  it('has the frame in the language of the path, with the html lang of that language', async () => {
    const names = {
      en: 'Constitutional Court',
      nl: 'Grondwettelijk Hof',
      fr: 'Cour constitutionnelle',
      de: 'Verfassungsgerichtshof',
    };
    for (const [locale, name] of Object.entries(names)) {
      const { page } = await firstScreen(`/${locale}/rule`);
      expect(page.querySelector('header a[href]')?.textContent).toBe(name);
      expect(page.querySelector('main')).not.toBeNull();
      expect(page.querySelector('footer')).not.toBeNull();
    }
    expect((await firstScreen('/nl')).htmlLang).toBe('nl-BE');
    expect((await firstScreen('/de/rule')).htmlLang).toBe('de');
    expect(await renderFirstScreen('/sorry', { withBanner: true })).toBeUndefined();
  });

  it('draws the home page itself on the home page, and elsewhere the loading state the page replaces', async () => {
    const home = await firstScreen('/fr');
    expect(home.page.querySelector('main h1')?.textContent).toBe('Cour constitutionnelle');
    expect(home.page.querySelectorAll('main h3 a').length).toBeGreaterThan(3);
    expect(home.loading).toBeUndefined();
    const other = await firstScreen('/fr/judgments');
    expect(other.page.querySelector('main h1')).toBeNull();
    expect(other.page.querySelector('main [role="status"]')).not.toBeNull();
    expect(other.loading && other.markup.includes(other.loading)).toBe(true);
  });

  it('marks in the menus where the page is, as the live frame does', async () => {
    const { page } = await firstScreen('/en/judgments');
    expect(page.querySelector('header [aria-current="page"]')?.textContent).toBe('Judgments');
    expect(page.querySelector('header a[hreflang="nl-BE"]')?.getAttribute('href')).toBe('/nl/judgments');
  });

  it('has the cookie banner only for a visitor who has not answered', async () => {
    const label = 'section[aria-label]';
    expect((await firstScreen('/en/rule', true)).page.querySelector(label)?.textContent).toContain('cookies');
    expect((await firstScreen('/en/rule', false)).page.querySelector(label)).toBeNull();
  });

  it('holds no script: the page runs under a CSP without inline scripts', async () => {
    for (const pathname of ['/en', '/nl/judgments'])
      expect((await firstScreen(pathname, true)).markup).not.toMatch(/<script/i);
  });
});
