import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { fixtureCorpus } from '../../fixtures/corpus.js';
import { ENGINES, tempDir, testConfig, useApp, useDatabase } from '../../helper.js';

describe.each(ENGINES)('what the site server asks, on %s', (engine) => {
  const url = useDatabase(engine);
  const contentDir = tempDir('court-content-');
  fs.mkdirSync(path.join(contentDir, 'fr'), { recursive: true });
  fs.writeFileSync(path.join(contentDir, 'fr', 'index.md'), '---\ntitle: Accueil\n---\nAvant.\n');
  const app = useApp(() => testConfig({ DATABASE_URL: url(), CONTENT_DIR: contentDir }));

  it('lists every member and judgment of the sitemap in one answer, each judgment with its languages', async () => {
    const res = await app().inject({ url: '/api/v1/site/sitemap-entries' });
    expect(res.statusCode).toBe(200);
    const { members, judgments } = res.json<{
      members: { id: string }[];
      judgments: { year: number; number: number; date: string; languages: string[] }[];
    }>();
    expect(members).toHaveLength(fixtureCorpus.members.length);
    expect(judgments).toHaveLength(fixtureCorpus.judgments.length);
    for (const judgment of judgments) {
      expect(judgment.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(judgment.languages.length).toBeGreaterThan(0);
    }
  });

  it('answers a content version that changes when a Markdown file is edited, never kept', async () => {
    const version = async () => {
      const res = await app().inject({ url: '/api/v1/site/content-version' });
      expect(res.headers['cache-control']).toBe('no-store');
      return res.json<{ version: string }>().version;
    };
    const before = await version();
    expect(await version()).toBe(before);
    // A modification time the file system will tell apart from the first write's.
    const file = path.join(contentDir, 'fr', 'index.md');
    fs.writeFileSync(file, '---\ntitle: Accueil\n---\nAprès.\n');
    fs.utimesSync(file, new Date(), new Date(Date.now() + 5000));
    await expect.poll(version, { timeout: 2000 }).not.toBe(before);
  });
});
