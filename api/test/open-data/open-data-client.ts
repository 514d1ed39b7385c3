import { createHash } from 'node:crypto';
import { gunzipSync } from 'node:zlib';
import { beforeAll } from 'vitest';
import type { BulkManifest, ChangePage } from '@court/contract/schemas/open-data';
import type { JudgmentDetail } from '@court/contract/schemas/judgments';
import { openDatabase, type Engine } from '../../src/db/engine.js';
import type { JudgmentLine } from '../../src/open-data/judgment-lines.js';
import { seedDatabase } from '../../src/seed/seed.js';
import { fixtureCorpus } from '../fixtures/corpus.js';
import { EMPTY_CORPUS } from '../import/archive-fixture.js';
import { tempDir, useDatabase } from '../helper.js';
import type { PublishingClient } from '../publishing/publishing-client.js';

/**
 * A database seeded with the fixture corpus as `pnpm seed` does it, through publishing, so that the change feed
 * holds the seeded content and its items can be withdrawn.
 */
export function useSeededDatabase(engine: Engine): () => string {
  const url = useDatabase(engine, EMPTY_CORPUS);
  beforeAll(async () => {
    const database = openDatabase(url());
    try {
      await seedDatabase(database, tempDir(), async () => fixtureCorpus);
    } finally {
      await database.close();
    }
  });
  return url;
}

/** A re-user's copy of the judgments: by key, the judgment's JSON route in each language. */
export type Mirror = Map<string, Partial<Record<string, JudgmentDetail>>>;

type Read = PublishingClient['read'];

/** Follows the change feed from `since` until no more follow, applying each judgment's change; answers the cursor. */
export async function followFeed(
  read: Read,
  mirror: Mirror,
  since?: string,
): Promise<{ cursor: string; seen: string[] }> {
  const seen: string[] = [];
  let cursor = since;
  for (;;) {
    // A small page, so that the mirror pages through the feed as a real one does through a long one.
    const response = await read(`/api/v1/changes?limit=3${cursor === undefined ? '' : `&since=${cursor}`}`);
    if (response.statusCode !== 200) throw new Error(`The feed answered ${response.statusCode}: ${response.body}`);
    const page = response.json<ChangePage>();
    for (const entry of page.items) {
      seen.push(`${entry.kind} ${entry.key} ${entry.change}`);
      if (entry.kind !== 'judgment') continue;
      if (entry.change === 'withdrawn') {
        mirror.delete(entry.key);
        continue;
      }
      const versions: Partial<Record<string, JudgmentDetail>> = {};
      for (const [lang, href] of Object.entries(entry.href ?? {})) {
        const version = await read(href);
        // Withdrawn since: a later entry of the feed says so.
        if (version.statusCode === 410) break;
        if (version.statusCode !== 200) throw new Error(`${href} answered ${version.statusCode}`);
        versions[lang] = version.json<JudgmentDetail>();
      }
      mirror.set(entry.key, versions);
    }
    cursor = page.next;
    if (!page.more) return { cursor, seen };
  }
}

/** The bulk file and its manifest entry, once the file agrees with the feed at `cursor`. */
export async function downloadBulk(read: Read, cursor: string) {
  let manifest: BulkManifest['files'][number] | undefined;
  for (let attempt = 0; attempt < 100; attempt++) {
    manifest = (await read('/api/v1/bulk/manifest.json')).json<BulkManifest>().files[0];
    if (manifest?.cursor === cursor) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (manifest?.cursor !== cursor) throw new Error(`The bulk file did not reach the cursor ${cursor}`);
  const download = await read(manifest.href);
  const bytes = download.rawPayload;
  const text = gunzipSync(bytes).toString('utf8');
  const lines = text
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as JudgmentLine);
  return {
    manifest,
    download,
    bytes,
    sha256: createHash('sha256').update(bytes).digest('hex'),
    lineCount: text.endsWith('\n') ? text.split('\n').length - 1 : 0,
    lines,
  };
}

/** What a re-user compares between two copies of a judgment: its identity, dates and every text. */
export function essentials(versions: Partial<Record<string, JudgmentDetail>>) {
  return Object.fromEntries(
    Object.entries(versions).map(([lang, detail]) => [
      lang,
      {
        ecli: detail!.ecli,
        date: detail!.date,
        type: detail!.type,
        languages: detail!.languages,
        judges: detail!.judges,
        paragraphs: detail!.paragraphs.map((p) => [p.id, p.text]),
        // What names other judgments changes when they appear or go, not only when this one changes.
        cites: detail!.cites,
        citedBy: detail!.citedBy,
      },
    ]),
  );
}
