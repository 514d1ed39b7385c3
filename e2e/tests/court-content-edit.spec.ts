import fs from 'node:fs/promises';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { waitForPage } from '../support/site';

// A page of the Court section whose text is a Markdown file that no other test reads for its words.
const FILE = path.resolve(__dirname, '../../content/de/court/eproc.md');

test('editing a Markdown file in content/ changes the page on the next load, with no build', async ({ page }) => {
  const original = await fs.readFile(FILE, 'utf8');
  const marker = `Geänderter Absatz ${Date.now()}`;
  try {
    await page.goto('/de/court/presentation/eproc');
    await waitForPage(page);
    await expect(page.getByText(marker)).toHaveCount(0);

    await fs.writeFile(FILE, `${original.trimEnd()}\n\n## Neuer Abschnitt\n\n${marker}\n`);
    await page.reload();
    await expect(page.getByRole('main').getByText(marker)).toBeVisible();
    await expect(page.getByRole('main').getByRole('heading', { level: 2, name: 'Neuer Abschnitt' })).toBeVisible();
  } finally {
    await fs.writeFile(FILE, original);
  }
  await page.reload();
  await waitForPage(page);
  await expect(page.getByText(marker)).toHaveCount(0);
});
