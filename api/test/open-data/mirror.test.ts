import { describe, expect, it } from 'vitest';
import { ENGINES } from '../helper.js';
import { judgmentBody } from '../publishing/bodies.js';
import { usePublishingClientOn } from '../publishing/publishing-client.js';
import { judgments as fixtureJudgments } from '../fixtures/corpus.js';
import { downloadBulk, essentials, followFeed, useSeededDatabase, type Mirror } from './open-data-client.js';

const SCOPE = 'publish:judgments';

describe.each(ENGINES)('a mirror of the judgments on %s', (engine) => {
  const client = usePublishingClientOn(useSeededDatabase(engine));

  /** Checks that the bulk file holds the mirror's judgments, and that the manifest describes its bytes. */
  async function expectBulkAgrees(mirror: Mirror, cursor: string) {
    const bulk = await downloadBulk(client().read, cursor);
    expect(bulk.download.statusCode).toBe(200);
    expect(bulk.download.headers['content-type']).toBe('application/gzip');
    expect(bulk.manifest).toMatchObject({ size: bulk.bytes.length, lines: bulk.lineCount, sha256: bulk.sha256 });
    expect(Number(bulk.download.headers['content-length'])).toBe(bulk.bytes.length);
    expect(bulk.download.headers['accept-ranges']).toBe('bytes');
    expect(bulk.download.headers.etag).toBeTruthy();
    expect(bulk.download.headers['last-modified']).toBeTruthy();

    const keys = bulk.lines.map((line) => `${line.year}/${line.number}`);
    expect(new Set(keys)).toEqual(new Set(mirror.keys()));
    for (const line of bulk.lines) {
      const copy = mirror.get(`${line.year}/${line.number}`)!;
      const sameLanguages = Object.fromEntries(line.languages.map((lang) => [lang, copy[lang]]));
      expect(essentials(line.versions)).toEqual(essentials(sameLanguages));
      expect(line.ecli).toBe(`ECLI:BE:GHCC:${line.year}:ARR.${String(line.number).padStart(3, '0')}`);
    }
    return bulk;
  }

  it('replays the feed from the start, agrees with the bulk file, and again after a publication and a withdrawal', async () => {
    const mirror: Mirror = new Map();
    const first = await followFeed(client().read, mirror);
    expect(mirror.size).toBe(fixtureJudgments.length);
    // Seeded in order, a judgment citing an earlier one updates it; nothing was withdrawn.
    expect(first.seen.every((entry) => / (created|updated)$/.test(entry))).toBe(true);
    // Every paragraph of every language the court published, as a re-user reads it.
    const sample = fixtureJudgments[0]!;
    const copy = mirror.get(`${sample.year}/${sample.number}`)!;
    expect(copy.fr!.paragraphs.map((p) => p.text)).toEqual(sample.text.fr!.map((p) => p.text));
    await expectBulkAgrees(mirror, first.cursor);

    const withdrawn = `${fixtureJudgments[1]!.year}/${fixtureJudgments[1]!.number}`;
    // The new judgment cites one already published, whose answer then lists it among those citing it.
    const cited = { year: sample.year, number: sample.number };
    const published = await client().put('/judgments/2026/501', SCOPE, judgmentBody({ cites: [cited] }));
    expect(published.statusCode).toBe(201);
    expect((await client().withdraw(`/judgments/${withdrawn}`, SCOPE)).statusCode).toBe(200);

    const second = await followFeed(client().read, mirror, first.cursor);
    expect(second.seen.slice(0, 2)).toEqual([
      'judgment 2026/501 created',
      `judgment ${cited.year}/${cited.number} updated`,
    ]);
    expect(second.seen).toContain(`judgment ${withdrawn} withdrawn`);
    expect(mirror.get(`${cited.year}/${cited.number}`)!.fr!.citedBy.map((c) => c.ecli)).toContain(
      'ECLI:BE:GHCC:2026:ARR.501',
    );
    expect(mirror.has('2026/501')).toBe(true);
    expect(mirror.has(withdrawn)).toBe(false);
    await expectBulkAgrees(mirror, second.cursor);
  });

  it('resumes an interrupted download with a Range request', async () => {
    const { cursor } = await followFeed(client().read, new Map());
    const { bytes, manifest, download } = await downloadBulk(client().read, cursor);
    const from = Math.floor(bytes.length / 3);
    const rest = await client().read(manifest.href, { range: `bytes=${from}-`, 'if-range': download.headers.etag! });
    expect(rest.statusCode).toBe(206);
    expect(rest.headers['content-range']).toBe(`bytes ${from}-${bytes.length - 1}/${bytes.length}`);
    expect(Buffer.compare(rest.rawPayload, bytes.subarray(from))).toBe(0);

    const unchanged = await client().read(manifest.href, { 'if-none-match': download.headers.etag! });
    expect(unchanged.statusCode).toBe(304);
    // Already gzip: served as it is, whatever encodings the client takes, so the manifest's hash holds.
    const again = await client().read(manifest.href, { 'accept-encoding': 'br, gzip' });
    expect(again.headers['content-encoding']).toBeUndefined();
    expect(Buffer.compare(again.rawPayload, bytes)).toBe(0);
  });
});
