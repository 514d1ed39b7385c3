import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { inlineStyleHashes, type Stylesheet } from '../../src/site/inline-styles.js';
import { createPageHtml, withFirstScreen, type ShellFirstScreen } from '../../src/site/page-html.js';
import { builtRemotes, tempDir } from '../helper.js';

/** A stylesheet of a build holding `css`, or whose file is not there. */
function sheet(href: string, css?: string): Stylesheet {
  const file = path.join(tempDir('court-stylesheet-'), path.basename(href));
  if (css !== undefined) fs.writeFileSync(file, css);
  return { href, file };
}

const INDEX =
  '<!doctype html><html lang=fr-BE><head><title>Court</title><meta name=description content="The court"></head>' +
  '<body><div id=root></div><noscript>x</noscript></body></html>';
const LOADING = '<div role="status">Loading</div>';

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
/** Text as the HTML parser reads it back, for the characters that must be escaped. */
const decoded = (text: string) => text.replace(/&(amp|lt|gt|quot|apos);/g, (_, name: string) => ENTITIES[name]!);

const firstScreenOf = (html: string | undefined) =>
  /<div id="root" data-drawn="(?:page|frame)">(.*?)<\/div>(?:<script|<noscript|<\/body>)/.exec(html ?? '')?.[1];

describe('a first screen in the HTML', () => {
  const section: ShellFirstScreen = {
    htmlLang: 'nl-BE',
    markup: `<header>Grondwettelijk Hof</header><main>${LOADING}</main>`,
    loading: LOADING,
  };

  it('sets <html lang> and puts the frame in #root, with the loading state where no section drew', () => {
    const html = withFirstScreen(INDEX, section, { homeStylesheets: [sheet('/494.css', '.home{}')] });
    expect(html).toMatch(/^<!doctype html><html lang="nl-BE">/);
    expect(html).toContain('<div id="root" data-drawn="frame"><header>');
    expect(firstScreenOf(html)).toBe(section.markup);
    expect(html).toContain('<title>Court</title><meta name=description content="The court"></head>');
    // A page still to be drawn by its scripts says what a browser without them misses.
    expect(html).toContain('<noscript>x</noscript>');
    expect(html).not.toContain('inert');
  });

  it("puts a section's page in place of the loading state, with its styles, answers and head tags", () => {
    const page = {
      markup: '<h1>Arresten $& $1</h1>',
      stylesheets: [sheet('/remotes/decisions/9.22222222.css', 'h1{color:#6d1a26}')],
      answers: '<script type="application/json" id="first-load-answers">{}</script>',
      head: '<meta property="dcterms:isVersionOf" content="ECLI:BE:GHCC:2026:ARR.043" data-court-page-head>',
    };
    const html = withFirstScreen(INDEX, section, { sectionPage: page });
    expect(firstScreenOf(html)).toBe('<header>Grondwettelijk Hof</header><main><h1>Arresten $& $1</h1></main>');
    expect(html).toContain(`<div id="root" data-drawn="page"><header>`);
    expect(html).toContain(`</main></div>${page.answers}`);
    // Its styles in the head: the page is painted as soon as the HTML is there.
    expect(html).toContain(
      `${page.head}<style data-href="/remotes/decisions/9.22222222.css" data-section>h1{color:#6d1a26}</style></head>`,
    );
    expect(html).not.toContain('<noscript>');
  });

  it("holds a section's error card for the browser to draw anew, once it has tried the section itself", () => {
    const card = '<header>Hof</header><main><h1>Dit deel van de site is tijdelijk niet beschikbaar</h1></main>';
    const screen: ShellFirstScreen = { htmlLang: 'nl-BE', markup: card, unavailable: true };
    const html = withFirstScreen(INDEX, screen, { homeStylesheets: [sheet('/494.ffffffff.css', '.home{}')] });
    expect(html).toContain(`<div id="root" data-drawn="frame">${card}</div>`);
    expect(html).not.toContain('.home{}');
  });

  it('keeps what the page itself says to a browser without scripts, not what index.html says', () => {
    const login: ShellFirstScreen = {
      htmlLang: 'en-GB',
      markup: '<main><h1>Log in</h1><noscript><p>Logging in needs JavaScript</p></noscript></main>',
    };
    const html = withFirstScreen(INDEX, login, {});
    expect(firstScreenOf(html)).toBe(login.markup);
    expect(html).not.toContain('<noscript>x</noscript>');
  });

  it("holds the shell's own page (home, not found) itself, with the home page's styles", () => {
    const home: ShellFirstScreen = { htmlLang: 'en-GB', markup: '<header>Court</header><main><h1>Court</h1></main>' };
    const html = withFirstScreen(INDEX, home, { homeStylesheets: [sheet('/494.ffffffff.css', '.home{}')] });
    expect(html).toContain('<div id="root" data-drawn="page"><header>Court</header>');
    expect(html).toContain('<style data-href="/494.ffffffff.css">.home{}</style></head>');
  });

  it("holds the shell's stylesheet in place of index.html's link, and links to a stylesheet it cannot read", () => {
    const index = INDEX.replace('</head>', '<link rel=stylesheet href=/styles.1.css></head>');
    const home: ShellFirstScreen = { htmlLang: 'en-GB', markup: '<main><h1>Court</h1></main>' };
    const html = withFirstScreen(index, home, {
      shellStylesheets: [sheet('/styles.1.css', 'body{margin:0}')],
      homeStylesheets: [sheet('/494.ffffffff.css')],
    });
    expect(html).toContain(
      '<style data-href="/styles.1.css">body{margin:0}</style><link rel="stylesheet" href="/494.ffffffff.css"></head>',
    );
    expect(html).not.toContain('href=/styles.1.css');
    // The page's policy allows exactly those styles.
    expect(inlineStyleHashes(html)).toEqual([
      `'sha256-${crypto.createHash('sha256').update('body{margin:0}').digest('base64')}'`,
    ]);
  });
});

describe('the head of a page in the HTML', () => {
  const frame: ShellFirstScreen = {
    htmlLang: 'nl-BE',
    markup: `<header>Grondwettelijk Hof</header><main>${LOADING}</main>`,
    loading: LOADING,
    description: 'Het Grondwettelijk Hof van België',
    head: '<link rel="canonical" href="https://court.example/nl/judgments" data-court-head="canonical">',
  };
  const judgment = {
    markup: '<h1>Arrest 43/2026</h1>',
    stylesheets: [sheet('/remotes/decisions/9.22222222.css', 'h1{}')],
    answers: '',
    title: 'Arrest 43/2026 "<b>" & $& – Grondwettelijk Hof',
    description: 'Over de <belasting> & "meer"',
    head: '<link rel="canonical" href="https://court.example/nl/ARR/43/2026" data-court-head="canonical">',
  };
  /** What a crawler reads from the head: the titles, the descriptions and the canonical addresses. */
  const headOf = (html: string) => {
    const head = /<head>([\s\S]*)<\/head>/.exec(html)?.[1] ?? '';
    const read = (pattern: RegExp) => [...head.matchAll(pattern)].map(([, text]) => decoded(text!));
    return {
      titles: read(/<title>([\s\S]*?)<\/title>/g),
      descriptions: read(/<meta name="?description"? content="([^"]*)"/g),
      canonical: read(/<link rel="canonical" href="([^"]*)"/g),
    };
  };

  it("has the title and description of a section's page in place of index.html's, escaped, once each", () => {
    const html = withFirstScreen(INDEX, frame, { sectionPage: judgment });
    expect(headOf(html)).toEqual({
      titles: [judgment.title],
      descriptions: [judgment.description],
      canonical: ['https://court.example/nl/ARR/43/2026'],
    });
    expect(html).toContain('<title>Arrest 43/2026 &quot;&lt;b&gt;&quot; &amp; $&amp; – Grondwettelijk Hof</title>');
    expect(html).toContain(
      `${judgment.head}<style data-href="/remotes/decisions/9.22222222.css" data-section>h1{}</style></head>`,
    );
  });

  it('has what the site offers, in the language of the page, for a page that does not describe itself', () => {
    const html = withFirstScreen(INDEX, frame, { sectionPage: { ...judgment, description: undefined } });
    expect(headOf(html).descriptions).toEqual(['Het Grondwettelijk Hof van België']);
  });

  it("has the shell's own page's head on the home and not found pages", () => {
    const missing: ShellFirstScreen = {
      htmlLang: 'fr-BE',
      markup: '<main><h1>Page introuvable</h1></main>',
      title: 'Page introuvable – Cour constitutionnelle de Belgique',
      description: 'Cette page est introuvable',
      head: '<link rel="canonical" href="https://court.example/fr/x" data-court-head="canonical">',
    };
    expect(headOf(withFirstScreen(INDEX, missing, {}))).toEqual({
      titles: [missing.title],
      descriptions: [missing.description],
      canonical: ['https://court.example/fr/x'],
    });
  });

  it("keeps index.html's title and description on a loading frame, and where a page sets none", () => {
    const fixed = { titles: ['Court'], descriptions: ['The court'], canonical: [] };
    expect(headOf(withFirstScreen(INDEX, frame, {}))).toEqual(fixed);
    const older = { markup: '<h1>Arresten</h1>', stylesheets: [], answers: '', head: '' };
    expect(headOf(withFirstScreen(INDEX, { ...frame, description: undefined }, { sectionPage: older }))).toEqual(fixed);
  });
});

/** A fake shell build whose first-screen renderer answers what it was asked, or fails or stalls on demand. */
function fakeShell(renderer?: string) {
  const shell = tempDir('court-page-html-');
  fs.writeFileSync(path.join(shell, 'index.html'), INDEX);
  fs.writeFileSync(path.join(shell, 'page-hints.json'), JSON.stringify({ home: ['494.ffffffff.css', '494.9.js'] }));
  if (renderer) {
    fs.mkdirSync(path.join(shell, 'server'));
    fs.writeFileSync(path.join(shell, 'server', 'first-screen.cjs'), renderer);
  }
  return { shell, sections: {} };
}

const ECHO = `exports.renderFirstScreen = async (pathname, { withBanner, origin }) => pathname === '/sorry' ? undefined : ({
  htmlLang: 'en-GB', markup: '<main>' + pathname + (withBanner ? ' banner' : '') + '</main>',
  loading: pathname === '/en' ? undefined : 'x', title: 'Court at ' + origin })`;

/** An API that is never asked: no section is built here. */
const API = { origin: 'http://127.0.0.1:9', headers: {} };

describe('the HTML of a page', () => {
  const url = (pathname: string) => new URL(pathname, 'http://127.0.0.1');

  it("is drawn by the shell's renderer for the path, with the banner only for a visitor who has not answered", async () => {
    const pageHtmlSite = fakeShell(ECHO);
    const pageHtml = createPageHtml(pageHtmlSite, builtRemotes(pageHtmlSite));
    expect(firstScreenOf(await pageHtml(url('/en/rule'), undefined, API))).toBe('<main>/en/rule banner</main>');
    expect(firstScreenOf(await pageHtml(url('/en/rule'), 'a=1; GDPR:accepted=false', API))).toBe(
      '<main>/en/rule</main>',
    );
    expect(firstScreenOf(await pageHtml(url('/en'), 'GDPR:accepted=true', API))).toBe('<main>/en</main>');
    expect(await pageHtml(url('/en'), 'GDPR:accepted=true', API)).toContain('href="/494.ffffffff.css"');
    // The shell's page names its addresses at the site's origin.
    expect(await pageHtml(url('/en'), 'GDPR:accepted=true', API)).toContain('<title>Court at http://127.0.0.1</title>');
  });

  it('is the plain index.html without a renderer, when it draws nothing, fails or takes too long', async () => {
    expect(await createPageHtml(fakeShell(), builtRemotes(fakeShell()))(url('/en'), undefined, API)).toBe(INDEX);
    expect(await createPageHtml(fakeShell(ECHO), builtRemotes(fakeShell(ECHO)))(url('/sorry'), undefined, API)).toBe(
      INDEX,
    );
    const failing = fakeShell(`exports.renderFirstScreen = async () => { throw new Error('no'); }`);
    const failures: string[] = [];
    const told = (error: unknown, pathname: string) => failures.push(`${pathname}: ${(error as Error).message}`);
    expect(await createPageHtml(failing, builtRemotes(failing), { onFailure: told })(url('/en'), undefined, API)).toBe(
      INDEX,
    );
    expect(failures).toEqual(['/en: no']);
    const stalling = fakeShell(`exports.renderFirstScreen = () => new Promise(() => {})`);
    expect(await createPageHtml(stalling, builtRemotes(stalling))(url('/en'), undefined, API)).toBe(INDEX);
    // Drawn in 200 ms: past a budget of 50, within one of 2000.
    const slow = fakeShell(
      `exports.renderFirstScreen = (pathname) => new Promise((resolve) => setTimeout(() => resolve({ htmlLang: 'en', markup: '<main>' + pathname + '</main>' }), 200))`,
    );
    expect(await createPageHtml(slow, builtRemotes(slow), { budgetMs: 50 })(url('/en'), undefined, API)).toBe(INDEX);
    expect(
      firstScreenOf(await createPageHtml(slow, builtRemotes(slow), { budgetMs: 2000 })(url('/en'), undefined, API)),
    ).toBe('<main>/en</main>');
    expect(
      await createPageHtml({ shell: undefined, sections: {} }, builtRemotes({ shell: undefined, sections: {} }))(
        url('/en'),
        undefined,
        API,
      ),
    ).toBe(undefined);
  });
});
