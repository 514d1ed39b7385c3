import { describe, expect, it } from 'vitest';
import { localizedPath, type Locale } from '@court/runtime';
import { decisionsPaths, rulesPaths, shellPaths } from '@court/site-map';
import { renderFirstScreen } from '../render-first-screen';

const ORIGIN = 'https://court.example';
const RULES = rulesPaths.root();
const JUDGMENTS = decisionsPaths.judgments();

/** A first screen as a document, to query it as the browser will show it. */
async function firstScreen(pathname: string, withBanner = false) {
  const screen = await renderFirstScreen(pathname, { withBanner, origin: ORIGIN });
  if (!screen) throw new Error(`no first screen for ${pathname}`);
  return { ...screen, page: new DOMParser().parseFromString(`<body>${screen.markup}</body>`, 'text/html') };
}

describe('the first screen the site server draws before scripts run', () => {
  it('has the frame in the language of the path, with the html lang of that language', async () => {
    const names: Record<Locale, string> = {
      en: 'Constitutional Court',
      nl: 'Grondwettelijk Hof',
      fr: 'Cour constitutionnelle',
      de: 'Verfassungsgerichtshof',
    };
    for (const [locale, name] of Object.entries(names) as [Locale, string][]) {
      const { page } = await firstScreen(localizedPath(locale, RULES));
      // The name breaks at its syllables on narrow screens (soft hyphens).
      expect(page.querySelector('header a[href]')?.textContent?.replace(/\u00ad/g, '')).toBe(name);
      expect(page.querySelector('main')).not.toBeNull();
      expect(page.querySelector('footer')).not.toBeNull();
    }
    expect((await firstScreen('/nl')).htmlLang).toBe('nl-BE');
    expect((await firstScreen(localizedPath('de', RULES))).htmlLang).toBe('de');
    expect(await renderFirstScreen('/sorry', { withBanner: true, origin: ORIGIN })).toBeUndefined();
  });

  it('draws the home page itself on the home page, and elsewhere the loading state the page replaces', async () => {
    const home = await firstScreen('/fr');
    expect(home.page.querySelector('main h1')?.textContent?.replace(/\u00ad/g, '')).toBe('Cour constitutionnelle');
    expect(home.page.querySelectorAll('main h3 a').length).toBeGreaterThan(3);
    expect(home.loading).toBeUndefined();
    const other = await firstScreen(localizedPath('fr', JUDGMENTS));
    expect(other.page.querySelector('main h1')).toBeNull();
    expect(other.page.querySelector('main [role="status"]')).not.toBeNull();
    expect(other.loading && other.markup.includes(other.loading)).toBe(true);
  });

  it("draws the error card of a section the site server knows it cannot load, in the page's language", async () => {
    const why = 'The section "rules" is not served: /remotes/rules/mf-manifest.json answers 404';
    const screen = await renderFirstScreen(localizedPath('fr', RULES), {
      withBanner: false,
      origin: ORIGIN,
      unavailableSection: why,
    });
    const page = new DOMParser().parseFromString(`<body>${screen!.markup}</body>`, 'text/html');
    expect(page.querySelector('main h1')?.textContent).toBe('Cette partie du site est momentanément indisponible');
    expect(page.querySelector('main')?.textContent).toContain(why);
    expect(page.querySelector('main [role="status"]')).toBeNull();
    expect(screen).toMatchObject({ unavailable: true, loading: undefined });
  });

  it('draws the 404 page of an address nobody owns', async () => {
    const missing = await firstScreen('/nl/no-such-page');
    expect(missing.page.querySelector('main h1')?.textContent).toBe('Pagina niet gevonden');
    expect(missing.loading).toBeUndefined();
  });

  it("draws the login area's pages that are the same for every visitor, and leaves the others to the browser", async () => {
    const login = await firstScreen(localizedPath('nl', shellPaths.login()));
    expect(login.page.querySelector('main h1')?.textContent).toBe('Aanmelden');
    expect(login.page.querySelector('main noscript')?.textContent).toMatch(/^Aanmelden werkt alleen met JavaScript/);
    expect(login).toMatchObject({ loading: undefined, title: 'Aanmelden – Grondwettelijk Hof van België' });
    const loggedOut = await firstScreen(localizedPath('de', shellPaths.loggedOut()));
    expect(loggedOut.page.querySelector('main h1')?.textContent).toBe('Sie sind abgemeldet');
    expect(loggedOut.loading).toBeUndefined();
    for (const path of [shellPaths.loginCallback(), shellPaths.admin()]) {
      const other = await firstScreen(localizedPath('nl', path));
      expect(other.page.querySelector('main [role="status"]'), path).not.toBeNull();
      expect(other.loading, path).toBeDefined();
    }
  });

  it("gives the shell's own pages their title, description and addresses in every language", async () => {
    const home = await firstScreen('/fr');
    expect(home.title).toBe('Cour constitutionnelle de Belgique');
    expect(home.description).toMatch(/^La Cour constitutionnelle de Belgique : ses arrêts/);
    expect(home.head).toContain(`<link rel="canonical" href="${ORIGIN}/fr" data-court-head="canonical">`);
    expect(home.head).toContain(`<link rel="alternate" hreflang="x-default" href="${ORIGIN}/"`);
    const missing = await firstScreen('/de/no-such-page');
    expect(missing.title).toBe('Seite nicht gefunden – Verfassungsgerichtshof Belgiens');
    expect(missing.description).toBe('Diese Seite konnte nicht gefunden werden');
    // A section's page is not the shell's: only what the site offers, for a page that describes itself not.
    const other = await firstScreen(localizedPath('nl', JUDGMENTS));
    expect(other.title).toBeUndefined();
    expect(other.description).toMatch(/^Het Grondwettelijk Hof van België: zijn arresten/);
  });

  it('marks in the menus where the page is, as the live frame does', async () => {
    const { page } = await firstScreen(localizedPath('en', JUDGMENTS));
    expect(page.querySelector('header [aria-current="page"]')?.textContent).toBe('Judgments');
    expect(page.querySelector('header a[hreflang="nl-BE"]')?.getAttribute('href')).toBe(localizedPath('nl', JUDGMENTS));
  });

  it('has the cookie banner only for a visitor who has not answered', async () => {
    const label = 'section[aria-label]';
    expect((await firstScreen(localizedPath('en', RULES), true)).page.querySelector(label)?.textContent).toContain(
      'cookies',
    );
    expect((await firstScreen(localizedPath('en', RULES), false)).page.querySelector(label)).toBeNull();
  });

  it('holds no script: the page runs under a CSP without inline scripts', async () => {
    for (const pathname of ['/en', localizedPath('nl', JUDGMENTS)])
      expect((await firstScreen(pathname, true)).markup).not.toMatch(/<script/i);
  });
});
