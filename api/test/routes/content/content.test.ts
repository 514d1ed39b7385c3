import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { errorCode, FIXTURE_CONTENT_DIR, tempDir, testConfig, useApp, useDatabase } from '../../helper.js';

type Doc = Record<string, unknown> & { slug: string };

describe('content query', () => {
  const url = useDatabase('sqlite');
  const app = useApp(() => testConfig({ DATABASE_URL: url() }));
  const query = (contentPath: string, payload: object = {}) =>
    app().inject({ method: 'POST', url: `/_content/${contentPath}`, payload });
  const slugs = (body: Doc[]) => body.map((d) => d.slug);

  it('answers one document with front matter, toc and sanitised HTML', async () => {
    const res = await query('fr/rules/anonymization-policy');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      path: '/fr/rules/anonymization-policy',
      slug: 'anonymization-policy',
      dir: '/fr/rules',
      lang: 'fr',
      title: "Politique d'anonymisation",
      description: 'Comment la Cour anonymise les arrêts.',
      position: 2,
      updatedAt: '2025-03-01',
      navigation: true,
      tags: ['arrêts', 'vie privée'],
      toc: [
        { id: 'principe', depth: 2, text: 'Principe' },
        { id: 'demande-d-anonymisation', depth: 3, text: "Demande d'anonymisation" },
      ],
    });
    const body = res.json().body as string;
    expect(body).toContain('<h2 id="principe">Principe</h2>');
    expect(body).toContain('<strong>anonymise</strong>');
    expect(res.json().text).toBeUndefined();
  });

  it('keeps explicit heading ids and folds accents in generated ones', async () => {
    const doc = (await query('fr/court/basic-texts')).json();
    expect(doc.toc.map((t: { id: string }) => t.id)).toEqual([
      '1-la-constitution-de-la-belgique-federale',
      '2-legislation-organique',
      'ete-hiver',
    ]);
    expect(doc.body).toContain(
      '<h2 id="1-la-constitution-de-la-belgique-federale">1. La Constitution de la Belgique fédérale</h2>',
    );
    expect(doc.body).not.toContain('{#');
  });

  it('answers a folder as a list ordered by position; a trailing slash asks for the folder', async () => {
    const list = await query('fr/rules');
    expect(list.statusCode).toBe(200);
    expect(slugs(list.json())).toEqual(['index', 'anonymization-policy', 'pleadings-procedure']);
    expect(slugs((await query('fr/court/basic-texts/')).json())).toEqual(['reference-arbitration']);
    expect(slugs((await query('fr/court', { deep: true })).json())).toEqual(['basic-texts', 'reference-arbitration']);
    expect(slugs((await query('fr/court')).json())).toEqual(['basic-texts']);
  });

  it('keeps or drops fields with only, without and text', async () => {
    expect((await query('fr/rules', { only: ['slug', 'title'] })).json()[0]).toEqual({
      slug: 'index',
      title: 'Règles et recommandations',
    });
    const without = (await query('fr/rules/index', { without: 'body' })).json();
    expect(without.body).toBeUndefined();
    expect(without.title).toBe('Règles et recommandations');
    const withText = (await query('fr/rules/index', { text: true, only: ['text'] })).json();
    expect(withText.text).toContain('## Pour les parties');
  });

  it.each([
    [{ navigation: true }, ['index', 'anonymization-policy']],
    [{ navigation: { $ne: true } }, ['pleadings-procedure']],
    [{ slug: ['index', 'pleadings-procedure'] }, ['index', 'pleadings-procedure']],
    [{ slug: { $in: ['index'] } }, ['index']],
    [{ slug: { $nin: ['index'] } }, ['anonymization-policy', 'pleadings-procedure']],
    [{ tags: { $contains: 'vie privée' } }, ['anonymization-policy']],
    [{ title: { $contains: 'Procédure' } }, ['pleadings-procedure']],
    [{ audience: { $gt: 2 } }, ['pleadings-procedure']],
    [{ audience: { $gte: 2, $lte: 5 } }, ['anonymization-policy', 'pleadings-procedure']],
    [{ audience: { $lt: 2 } }, []],
    [{ updatedAt: { $gte: '2025-02-01' } }, ['anonymization-policy', 'pleadings-procedure']],
    [{ position: { $eq: 3 } }, ['pleadings-procedure']],
  ])('filters with where %o', async (where, expected) => {
    expect(slugs((await query('fr/rules', { where })).json())).toEqual(expected);
  });

  it('sorts, skips and limits', async () => {
    expect(slugs((await query('fr/rules', { sortBy: [{ field: 'updatedAt', direction: 'desc' }] })).json())).toEqual([
      'anonymization-policy',
      'pleadings-procedure',
      'index',
    ]);
    expect(
      slugs((await query('fr/rules', { sortBy: { field: 'title', direction: 'asc' }, skip: 1, limit: 1 })).json()),
    ).toEqual(['pleadings-procedure']);
  });

  it('searches title, description and text without regard to case or accents', async () => {
    expect(slugs((await query('fr/rules', { search: 'ANONYMISE personnes' })).json())).toEqual([
      'anonymization-policy',
    ]);
    expect(slugs((await query('fr/rules', { search: 'procedure audience' })).json())).toEqual(['pleadings-procedure']);
    expect(slugs((await query('fr/rules', { search: 'arrets' })).json())).toEqual(['anonymization-policy']);
    expect((await query('fr/rules', { search: 'introuvable' })).json()).toEqual([]);
  });

  it('answers the neighbours of a document with surround', async () => {
    const around = (await query('fr/rules', { surround: { slug: 'anonymization-policy' }, only: ['slug'] })).json();
    expect(around).toEqual([{ slug: 'index' }, { slug: 'pleadings-procedure' }]);
    const first = (
      await query('fr/rules', { surround: { slug: 'index', before: 1, after: 2 }, only: ['slug'] })
    ).json();
    expect(first).toEqual([null, { slug: 'anonymization-policy' }, { slug: 'pleadings-procedure' }]);
  });

  it('gives unquoted YAML dates as ISO dates', async () => {
    expect((await query('fr/rules/pleadings-procedure')).json().updatedAt).toBe('2025-02-15');
  });

  it('opens external links in a new tab and removes scripts, handlers, styles and javascript: links', async () => {
    const { body } = (await query('en/unsafe')).json() as { body: string };
    expect(body).not.toMatch(/<script|onerror|onclick|javascript:|style=|<iframe|<div/i);
    expect(body).toContain('<a href="https://www.fedlex.be" target="_blank" rel="noopener noreferrer">external</a>');
    expect(body).toContain('<a href="mailto:info@example.org">mail</a>');
    expect(body).toContain('<a href="/en/court">court</a>');
    const pleadings = (await query('fr/rules/pleadings-procedure')).json().body as string;
    expect(pleadings).toContain('target="_blank" rel="noopener noreferrer"');
  });

  it('accepts an empty body', async () => {
    const res = await app().inject({ method: 'POST', url: '/_content/fr/rules/index' });
    expect(res.statusCode).toBe(200);
  });

  it('answers 404 with the envelope for a path with no content', async () => {
    for (const missing of ['fr/rules/nothing', 'de/rules', 'fr/rules/index/deeper']) {
      const res = await query(missing);
      expect(res.statusCode, missing).toBe(404);
      expect(errorCode(res.body)).toBe('not-found');
    }
  });

  it.each([
    ['malformed JSON', { payload: '{"only": [', headers: { 'content-type': 'application/json' } }, 400],
    ['an unknown field', { payload: { sort: 'title' } }, 400],
    ['an unknown operator', { payload: { where: { title: { $regex: '.*' } } } }, 400],
    ['a key that is not a field name, with operators', { payload: { where: { 'x y': { $in: 'z' } } } }, 400],
    ['a key that is not a field name, with a value', { payload: { where: { 'x y': 1 } } }, 400],
    ['a key that is not a field name, with a list', { payload: { where: { 'x y': ['a'] } } }, 400],
    ['$in without a list', { payload: { where: { title: { $in: 'z' } } } }, 400],
    ['a wrong type', { payload: { limit: 'ten' } }, 400],
    ['a huge limit', { payload: { limit: 1e9 } }, 400],
    ['a negative skip', { payload: { skip: -1 } }, 400],
    ['a bad sort direction', { payload: { sortBy: [{ field: 'title', direction: 'up' }] } }, 400],
    ['a very long search', { payload: { search: 'x'.repeat(10000) } }, 400],
    ['an array body', { payload: '[1,2]', headers: { 'content-type': 'application/json' } }, 400],
    ['a form body', { payload: 'only=title', headers: { 'content-type': 'application/x-www-form-urlencoded' } }, 415],
  ])('rejects %s with 4xx and the envelope', async (_name, request, status) => {
    const res = await app().inject({ method: 'POST', url: '/_content/fr/rules', ...request });
    expect(res.statusCode).toBe(status);
    expect(errorCode(res.body)).toBe(status === 415 ? 'unsupported-media-type' : 'invalid-request');
  });

  it.each(['fr/Rules', 'fr/rules/index.md%20', 'fr/rules/_x', 'fr//rules', 'fr/rules/index?x=1'])(
    'rejects the path %s',
    async (bad) => {
      const res = await app().inject({ method: 'POST', url: `/_content/${bad}`, payload: {} });
      expect(res.statusCode).toBe(400);
      expect(errorCode(res.body)).toBe('invalid-request');
    },
  );

  it('only answers POST', async () => {
    const res = await app().inject({ url: '/_content/fr/rules' });
    expect(res.statusCode).toBe(404);
    expect(errorCode(res.body)).toBe('not-found');
  });
});

describe('content edits', () => {
  const url = useDatabase('sqlite');
  const dir = tempDir('court-content-');
  fs.cpSync(FIXTURE_CONTENT_DIR, dir, { recursive: true });
  const app = useApp(() => testConfig({ DATABASE_URL: url(), CONTENT_DIR: dir }));

  it('serves an edited, added or removed file on the next request without a restart', async () => {
    const file = path.join(dir, 'fr/rules/index.md');
    const ask = async (p: string) => app().inject({ method: 'POST', url: `/_content/${p}`, payload: {} });
    expect((await ask('fr/rules/index')).json().title).toBe('Règles et recommandations');
    fs.writeFileSync(file, fs.readFileSync(file, 'utf8').replace('Règles et recommandations', 'Règles revues'));
    // Some file systems keep whole-second mtimes: move it forward so the change is visible at once.
    const later = new Date(Date.now() + 5000);
    fs.utimesSync(file, later, later);
    expect((await ask('fr/rules/index')).json().title).toBe('Règles revues');

    fs.writeFileSync(path.join(dir, 'fr/rules/new-topic.md'), '---\ntitle: "Nouveau"\nposition: 9\n---\n\nTexte.\n');
    expect((await ask('fr/rules')).json().map((d: Doc) => d.slug)).toContain('new-topic');
    fs.rmSync(path.join(dir, 'fr/rules/new-topic.md'));
    expect((await ask('fr/rules/new-topic')).statusCode).toBe(404);
  });
});
