import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCode, tempDir, testConfig, useSite, useStubApi } from '../helper.js';

/** A fake build: the shell and the Rules section only, so the other sections are "not built". */
function fakeSite(): string {
  const root = tempDir('court-site-');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write(
    'shell/dist/index.html',
    '<!doctype html><html><body><div id="root"></div><script src="/main.1a2b3c4d.js"></script></body></html>',
  );
  write('shell/dist/main.1a2b3c4d.js', 'console.log("shell")');
  write('shell/dist/main.1a2b3c4d.js.map', '{}');
  write('shell/dist/favicon.ico', 'icon');
  write(
    'shell/dist/config/remotes.json',
    '{"rules":"/remotes/rules/mf-manifest.json","decisions":"/remotes/decisions/mf-manifest.json"}',
  );
  write(
    'shell/dist/page-hints.json',
    JSON.stringify({
      sections: [
        { name: 'rules', segments: ['rule'] },
        { name: 'decisions', segments: ['agenda'] },
      ],
    }),
  );
  write('mf-rules/dist/remoteEntry.js', 'var rules;');
  write('mf-rules/dist/mf-manifest.json', '{"name":"rules"}');
  write('mf-rules/dist/__federation_expose_routes.b6ce0cb0.js', 'export {}');
  // The first-screen builds the server runs, and never serves.
  write(
    'shell/dist/server/first-screen.cjs',
    `let drawn = 0;
     exports.renderFirstScreen = async (pathname, { withBanner, unavailableSection }) => pathname === '/sorry'
       ? undefined
       : { htmlLang: 'xx', markup: '<main>first screen of ' + pathname + '</main><p>drawing ' + (++drawn)
           + (withBanner ? ', with the cookie question' : '') + '</p>',
           ...(unavailableSection ? { unavailable: true } : {}) };`,
  );
  write('mf-rules/dist/server/first-screen.cjs', 'exports.renderPage = async () => undefined;');
  return root;
}

describe('site serving', () => {
  const api = useStubApi();
  const siteRoot = fakeSite();
  const app = useSite(() => testConfig({ API_ORIGIN: api().origin, SITE_ROOT: siteRoot }));
  const get = (target: string, headers: Record<string, string> = {}) => app().inject({ url: target, headers });

  it('serves hashed files for a year and revalidates the others', async () => {
    const hashed = await get('/main.1a2b3c4d.js');
    expect(hashed.statusCode).toBe(200);
    expect(hashed.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(hashed.headers['content-type']).toMatch(/javascript/);
    expect((await get('/main.1a2b3c4d.js.map')).headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await get('/favicon.ico')).headers['cache-control']).toBe('no-cache');
  });

  it('answers 503 for a page of a section the runtime config loads from here, which is not built', async () => {
    const down = await get('/nl/agenda');
    expect(down.statusCode).toBe(503);
    expect(down.body).toContain('<div id="root" data-drawn="frame">');
    expect(down.headers['cache-control']).toBe('no-cache');
    expect((await get('/nl/rule')).statusCode).toBe(200);
  });

  it('serves a section build under /remotes/{name}/ with remoteEntry and the manifest revalidated', async () => {
    for (const file of ['remoteEntry.js', 'mf-manifest.json']) {
      const res = await get(`/remotes/rules/${file}`);
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.headers.etag).toBeDefined();
    }
    const chunk = await get('/remotes/rules/__federation_expose_routes.b6ce0cb0.js');
    expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });

  it('answers 404, not the page, for a missing asset or a section that is not built', async () => {
    for (const missing of [
      '/main.deadbeef.js',
      '/remotes/rules/missing.js',
      '/remotes/court/remoteEntry.js',
      '/remotes/nope/x.js',
      '/remotes/rules/',
      '/server/first-screen.cjs',
      '/remotes/rules/server/first-screen.cjs',
      '/remotes/rules/x/../server/first-screen.cjs',
    ]) {
      const res = await get(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(errorCode(res.body)).toBe('not-found');
    }
  });

  it('serves the runtime config without caching it', async () => {
    const res = await get('/config/remotes.json');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      rules: '/remotes/rules/mf-manifest.json',
      decisions: '/remotes/decisions/mf-manifest.json',
    });
  });

  it('answers the page (index.html, revalidated) for page paths under a language and /sorry', async () => {
    for (const page of [
      '/fr',
      '/fr/',
      '/nl/judgments/pending-cases',
      '/de/ARR/61/2025',
      '/en/court/presentation/members/luc-lavrysen?x=1',
      '/sorry',
    ]) {
      const res = await get(page);
      expect(res.statusCode, page).toBe(200);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.body).toMatch(/<div id="root"( data-drawn="(page|frame)")?>/);
      expect(res.headers.vary).toBe('Cookie');
    }
    // The page's first screen, drawn by the shell's first-screen build, and none outside a language.
    const page = await get('/nl/judgments/pending-cases');
    expect(page.body).toContain('<html lang="xx">');
    expect(page.body).toContain('<main>first screen of /nl/judgments/pending-cases</main>');
    expect((await get('/sorry')).body).toContain('<div id="root"></div>');
  });

  it("remembers the language of a page opened, as the shell does, when the visitor's cookie says another", async () => {
    expect((await get('/nl/rules')).headers['set-cookie']).toBe(
      'i18n_redirected=nl; Path=/; Max-Age=31536000; SameSite=Lax',
    );
    expect((await get('/nl/rules', { cookie: 'i18n_redirected=fr' })).headers['set-cookie']).toMatch(
      /^i18n_redirected=nl;/,
    );
    expect((await get('/nl/rules', { cookie: 'i18n_redirected=nl' })).headers['set-cookie']).toBeUndefined();
    expect((await get('/sorry')).headers['set-cookie']).toBeUndefined();
  });

  it('keeps a page drawn for visitors who are not logged in until the content changes', async () => {
    const drawing = async (target: string, cookie?: string) =>
      /drawing (\d+)(, with the cookie question)?/.exec((await get(target, cookie ? { cookie } : {})).body)!.slice(1);
    const [first] = await drawing('/fr/rules');
    expect(await drawing('/fr/rules')).toEqual([first, ', with the cookie question']);
    // Another answer to the cookie question is another page; the answer of every visitor who gave it is the same.
    const [accepted] = await drawing('/fr/rules', 'GDPR:accepted=true');
    expect(accepted).not.toBe(first);
    expect(await drawing('/fr/rules', 'GDPR:accepted=true; i18n_redirected=fr')).toEqual([accepted, undefined]);
    // A citizen who is logged in gets a page drawn for them.
    const [logged] = await drawing('/fr/rules', 'court_token=abc');
    expect(Number(logged)).toBeGreaterThan(Number(accepted));
    expect((await drawing('/fr/rules', 'court_token=abc'))[0]).not.toBe(logged);
    // The content changed (a publishing write, an edited file): drawn again.
    app().contentChanges.notify();
    expect((await drawing('/fr/rules'))[0]).not.toBe(first);
    // A page answered 304 while unchanged.
    const page = await get('/fr/rules');
    expect((await get('/fr/rules', { 'if-none-match': String(page.headers.etag) })).statusCode).toBe(304);
  });

  it('redirects paths without a language: cookie first, then Accept-Language, then French', async () => {
    expect((await get('/')).headers.location).toBe('/fr');
    expect((await get('/?from=mail')).headers.location).toBe('/fr?from=mail');
    expect((await get('/agenda?date=2025')).headers.location).toBe('/fr/agenda?date=2025');
    expect((await get('/judgments', { 'accept-language': 'de-BE,de;q=0.9,en;q=0.8' })).headers.location).toBe(
      '/de/judgments',
    );
    expect((await get('/judgments', { 'accept-language': 'es-ES,es;q=0.9,nl;q=0.5,en;q=0.7' })).headers.location).toBe(
      '/en/judgments',
    );
    expect(
      (await get('/judgments', { cookie: 'GDPR:accepted=true; i18n_redirected=nl', 'accept-language': 'de' })).headers
        .location,
    ).toBe('/nl/judgments');
    expect((await get('/judgments', { cookie: 'i18n_redirected=xx', 'accept-language': 'pt' })).headers.location).toBe(
      '/fr/judgments',
    );
    const res = await get('/court');
    expect(res.statusCode).toBe(302);
    expect(res.headers.vary).toContain('Accept-Language');
  });

  it('answers the status of the item a page shows, as the API says: 404 unknown, 410 withdrawn', async () => {
    expect((await get('/fr/ARR/7/2023')).statusCode).toBe(410);
    expect((await get('/fr/ARR/99/2020')).statusCode).toBe(404);
    expect((await get('/nl/court/presentation/members/nobody')).statusCode).toBe(404);
    const known = await get('/nl/court/presentation/members/pierre-nihoul');
    expect(known.statusCode).toBe(200);
    expect(known.body).toContain('first screen of /nl/court/presentation/members/pierre-nihoul');
  });

  it('keeps the API, content and documents out of the page fallback, and the static folders', async () => {
    for (const target of ['/api/v1/unknown', '/api', '/_content/fr', '/public/unknown.pdf', '/61/2025.pdf']) {
      expect((await get(target)).headers['x-stub'], target).toBe('api');
    }
    for (const target of ['/remotes', '/config/missing.json']) {
      const res = await get(target);
      expect(res.statusCode, target).toBe(404);
      expect(errorCode(res.body)).toBe('not-found');
    }
  });
});

describe('site with a remote config override and no builds', () => {
  const api = useStubApi();
  const override = path.join(tempDir('court-remotes-'), 'remotes.json');
  fs.writeFileSync(override, '{"rules":"http://127.0.0.1:9/mf-manifest.json"}');
  const app = useSite(() => testConfig({ API_ORIGIN: api().origin, REMOTES_CONFIG: override }));

  it('serves the override file as the runtime config', async () => {
    const res = await app().inject({ url: '/config/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ rules: 'http://127.0.0.1:9/mf-manifest.json' });
  });

  it('starts without any build and answers 404 for pages and assets', async () => {
    expect((await app().inject({ url: '/fr/agenda' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/main.1a2b3c4d.js' })).statusCode).toBe(404);
    expect((await app().inject({ url: '/api/v1/health' })).statusCode).toBe(200);
  });
});

describe('kept pages and the content version', () => {
  const api = useStubApi();
  const siteRoot = fakeSite();
  const app = useSite(() => testConfig({ API_ORIGIN: api().origin, SITE_ROOT: siteRoot, CONTENT_POLL_MS: '100' }));
  const drawing = async () => /drawing (\d+)/.exec((await app().inject({ url: '/fr/rules' })).body)![1];

  it("draws a kept page again once the API's content version changed (a publication on any instance)", async () => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const first = await drawing();
    expect(await drawing()).toBe(first);
    api().version = 'v2';
    await new Promise((resolve) => setTimeout(resolve, 250));
    const afterChange = await drawing();
    expect(afterChange).not.toBe(first);
    expect(await drawing()).toBe(afterChange);
  });

  it('never sends a kept page after a change, even before the next poll: it hands its data to the browser', async () => {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const first = await drawing();
    api().version = 'v3';
    expect(await drawing()).not.toBe(first);
  });
});
