import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createPagePreloads } from '../../src/site/page-preloads.js';
import { builtRemotes, tempDir } from '../helper.js';

const SECTIONS = [
  { name: 'decisions', segments: ['judgments', 'agenda', 'ARR'] },
  { name: 'rules', segments: ['rule'] },
];

/** A fake build: the shell and the Decisions section, with the files their builds write for the server. */
function fakeSite(remotes: Record<string, string>) {
  const root = tempDir('court-preloads-');
  const write = (file: string, content: unknown) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), JSON.stringify(content));
  };
  write('shell/page-hints.json', {
    locales: { en: ['174.aaaaaaaa.js', '707.bbbbbbbb.js'], nl: ['175.cccccccc.js'] },
    sections: SECTIONS,
    home: ['494.ffffffff.css', '494.99999999.js'],
    stylesheets: ['styles.12345678.css'],
  });
  write('shell/config/remotes.json', remotes);
  write('decisions/page-hints.json', { locales: { en: ['174.dddddddd.js'], nl: ['380.eeeeeeee.js'] } });
  write('decisions/mf-manifest.json', {
    metaData: { remoteEntry: { name: 'remoteEntry.js', path: '' } },
    exposes: [
      {
        name: 'routes',
        assets: { js: { sync: ['__federation_expose_routes.11111111.js'] }, css: { sync: ['9.22222222.css'] } },
      },
    ],
  });
  return { shell: path.join(root, 'shell'), sections: { decisions: path.join(root, 'decisions') } };
}

const hrefs = (header: string | undefined) => [...(header ?? '').matchAll(/<([^>]+)>/g)].map((match) => match[1]);

describe('preload links of a page', () => {
  const folders = fakeSite({
    decisions: '/remotes/decisions/mf-manifest.json',
    rules: '/remotes/rules/mf-manifest.json',
  });
  const preloads = createPagePreloads(folders, builtRemotes(folders));

  it("names the judgments section's manifest, entry, routes and texts in the page's language", () => {
    const header = preloads('/en/judgments');
    expect(hrefs(header)).toEqual([
      '/styles.12345678.css',
      '/remotes/decisions/9.22222222.css',
      '/174.aaaaaaaa.js',
      '/707.bbbbbbbb.js',
      '/remotes/decisions/mf-manifest.json',
      '/remotes/decisions/remoteEntry.js',
      '/remotes/decisions/__federation_expose_routes.11111111.js',
      '/remotes/decisions/174.dddddddd.js',
    ]);
    // The federation runtime fetches the manifest with fetch(): only a CORS-mode preload is reused.
    expect(header).toContain(
      '</remotes/decisions/mf-manifest.json>; rel=preload; as=fetch; crossorigin=anonymous; fetchpriority=low',
    );
    // The stylesheet is what the first paint waits for; the scripts come after it, at low priority.
    expect(header).toContain('</remotes/decisions/9.22222222.css>; rel=preload; as=style,');
    expect(header).toContain('</remotes/decisions/remoteEntry.js>; rel=preload; as=script; fetchpriority=low');
    expect(hrefs(preloads('/nl/ARR/42/2026'))).toContain('/remotes/decisions/380.eeeeeeee.js');
  });

  it('names no section on the home page, only the texts of its language and the home page chunk', () => {
    const header = preloads('/en');
    expect(hrefs(header)).toEqual([
      '/styles.12345678.css',
      '/494.ffffffff.css',
      '/174.aaaaaaaa.js',
      '/707.bbbbbbbb.js',
      '/494.99999999.js',
    ]);
    expect(header).toContain('</494.ffffffff.css>; rel=preload; as=style');
    expect(hrefs(preloads('/nl/'))).toEqual([
      '/styles.12345678.css',
      '/494.ffffffff.css',
      '/175.cccccccc.js',
      '/494.99999999.js',
    ]);
  });

  it('announces only the manifest of a section not built here, and nothing outside a language', () => {
    expect(hrefs(preloads('/en/rule/x'))).toEqual([
      '/styles.12345678.css',
      '/174.aaaaaaaa.js',
      '/707.bbbbbbbb.js',
      '/remotes/rules/mf-manifest.json',
    ]);
    expect(preloads('/sorry')).toBeUndefined();
  });

  it('follows the runtime config when it moves a section elsewhere', () => {
    const elsewhere = path.join(tempDir('court-remotes-'), 'remotes.json');
    fs.writeFileSync(elsewhere, JSON.stringify({ decisions: 'https://cdn.example/decisions/mf-manifest.json' }));
    expect(hrefs(createPagePreloads(folders, builtRemotes(folders, elsewhere))('/en/judgments')).slice(3)).toEqual([
      'https://cdn.example/decisions/mf-manifest.json',
    ]);
  });
});
