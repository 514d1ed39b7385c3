import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { tempDir, testConfig, useApp, useDatabase } from '../../helper.js';

describe('changes of the content', () => {
  const url = useDatabase('sqlite');
  const contentDir = tempDir('court-content-');
  fs.mkdirSync(path.join(contentDir, 'fr', 'rules'), { recursive: true });
  fs.writeFileSync(path.join(contentDir, 'fr', 'rules', 'index.md'), '---\ntitle: Règles\n---\nAvant.\n');
  const app = useApp(() => testConfig({ DATABASE_URL: url(), CONTENT_DIR: contentDir }));

  it('are noticed when a Markdown file is edited, so that nothing drawn from it is kept', async () => {
    let changes = 0;
    app().contentChanges.listen(() => changes++);
    fs.writeFileSync(path.join(contentDir, 'fr', 'rules', 'index.md'), '---\ntitle: Règles\n---\nAprès.\n');
    await expect.poll(() => changes, { timeout: 2000 }).toBeGreaterThan(0);
  });
});
