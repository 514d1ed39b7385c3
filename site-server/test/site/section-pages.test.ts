import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createUnavailableSections } from '../../src/site/page-section.js';
import { createSectionPages } from '../../src/site/section-pages.js';
import { builtRemotes, tempDir } from '../helper.js';

/**
 * A fake build: the shell's route table and runtime config, and a Decisions section whose first-screen
 * renderer answers after `delayMs` with the URL and API access it was given (or nothing for `/en/ARR/…`).
 */
function fakeSite({ delayMs = 0, remotes = { decisions: '/remotes/decisions/mf-manifest.json' } } = {}) {
  const root = tempDir('court-section-pages-');
  const write = (file: string, content: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), content);
  };
  write('shell/page-hints.json', JSON.stringify({ sections: [{ name: 'decisions', segments: ['judgments', 'ARR'] }] }));
  write('shell/config/remotes.json', JSON.stringify(remotes));
  write(
    'decisions/mf-manifest.json',
    JSON.stringify({
      exposes: [
        {
          name: 'routes',
          assets: {
            css: { sync: [], async: ['860.aa55738c.css', '582.aa55738c.css', '44.26d433a2.css', 'w.55555555.css'] },
          },
        },
        { name: 'widgets', assets: { css: { sync: [], async: ['w.55555555.css'] } } },
      ],
    }),
  );
  write(
    'decisions/server/first-screen.cjs',
    `exports.renderPage = (url, api) => new Promise((resolve) => setTimeout(() =>
       resolve(url.includes('/ARR/') ? undefined : '<h1>' + url + '</h1><p>' + JSON.stringify(api) + '</p>'), ${delayMs}));`,
  );
  return { shell: path.join(root, 'shell'), sections: { decisions: path.join(root, 'decisions') } };
}

/** The API as the site server asks it for a page's first screen: its origin and the first-screen token. */
const API = { origin: 'http://127.0.0.1:9001', headers: { 'x-court-first-screen': 'a-token' } };

describe("a section's page drawn by the server", () => {
  it('is drawn by the section that owns the path, with its data asked from the API', async () => {
    const pagesSite = fakeSite();
    const pages = createSectionPages(pagesSite, builtRemotes(pagesSite));
    const page = await pages(new URL('http://127.0.0.1:9000/en/judgments?year=2026'), API);
    expect(page?.markup).toContain('<h1>http://127.0.0.1:9000/en/judgments?year=2026</h1>');
    expect(page?.markup).toContain(JSON.stringify(API));
    // Each style once, though webpack wrote the same one under two chunk names; not the home-page widgets'.
    expect(page?.stylesheets.map(({ href }) => href)).toEqual([
      '/remotes/decisions/860.aa55738c.css',
      '/remotes/decisions/44.26d433a2.css',
    ]);
  });

  it('is not there for a page the section cannot draw, a shell page or a section served elsewhere', async () => {
    const origin = 'http://127.0.0.1:9000';
    const pagesSite = fakeSite();
    const pages = createSectionPages(pagesSite, builtRemotes(pagesSite));
    expect(await pages(new URL(`${origin}/en/ARR/42/2026`), API)).toBeUndefined();
    expect(await pages(new URL(`${origin}/en/auth/login`), API)).toBeUndefined();
    expect(await pages(new URL(`${origin}/en`), API)).toBeUndefined();
    const elsewhereSite = fakeSite({ remotes: { decisions: 'https://cdn.example/decisions/mf-manifest.json' } });
    const elsewhere = createSectionPages(elsewhereSite, builtRemotes(elsewhereSite));
    expect(await elsewhere(new URL(`${origin}/en/judgments`), API)).toBeUndefined();
  });

  it('is given up when the section takes longer than the budget: the page is not kept waiting', async () => {
    const pagesSite = fakeSite({ delayMs: 2_000 });
    const pages = createSectionPages(pagesSite, builtRemotes(pagesSite));
    const started = Date.now();
    expect(await pages(new URL('http://127.0.0.1:9000/en/judgments'), API)).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1_500);
  });
});

describe('a section this server knows to be unavailable', () => {
  it('is one the runtime config loads from here, which holds no build of it', () => {
    const site = fakeSite({
      remotes: { decisions: '/remotes/decisions-not-deployed/mf-manifest.json' },
    });
    const unavailable = createUnavailableSections(site, builtRemotes(site));
    expect(unavailable('/nl/judgments')).toBe(
      'The section "decisions" is not served: /remotes/decisions-not-deployed/mf-manifest.json answers 404',
    );
    expect(unavailable('/nl/no-such-page')).toBeUndefined();
    const served = fakeSite();
    expect(createUnavailableSections(served, builtRemotes(served))('/nl/judgments')).toBeUndefined();
    // Served from elsewhere: only the browser can tell.
    const elsewhere = fakeSite({ remotes: { decisions: 'https://cdn.example/decisions/mf-manifest.json' } });
    expect(createUnavailableSections(elsewhere, builtRemotes(elsewhere))('/nl/judgments')).toBeUndefined();
  });
});
