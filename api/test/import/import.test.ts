import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/engine.js';
import { importArchive } from '../../src/import/importer.js';
import { tinyPdf } from '../publishing/bodies.js';
import { ENGINES, testConfig, useApp, useDatabase } from '../helper.js';
import { EMPTY_CORPUS, judgmentLine, pressReleaseLine, validArchive, writeTestArchive } from './archive-fixture.js';

const run = promisify(execFile);
const CLI = path.join(import.meta.dirname, '..', '..', 'src', 'import', 'run.ts');

describe.each(ENGINES)('importing an archive on %s', (engine) => {
  const url = useDatabase(engine, EMPTY_CORPUS);
  const app = useApp(() => testConfig({ DATABASE_URL: url(), RESPONSE_CACHE_SECONDS: '0' }));
  let database: Database;
  beforeEach(() => {
    database = openDatabase(url());
  });
  afterEach(async () => database.close());

  const tallies = (report: Awaited<ReturnType<typeof importArchive>>) =>
    Object.fromEntries(report.kinds.map(({ kind, tally }) => [kind, tally]));

  it('loads every item with its PDFs; a second run finds everything unchanged', async () => {
    const dir = validArchive();
    const first = await importArchive(database, dir);
    expect(first.rejections).toEqual([]);
    expect(tallies(first)).toEqual({
      judgment: { created: 3, updated: 0, unchanged: 0, rejected: 0 },
      'press-release': { created: 2, updated: 0, unchanged: 0, rejected: 0 },
    });
    const list = (await app().inject({ url: '/api/v1/juris/judgments?year=2025&lang=fr' })).json();
    expect(list.items.map((item: { number: number }) => item.number).sort()).toEqual([1, 2, 3]);
    const pdf = await app().inject({ url: '/public/n/2025/2025-001n.pdf' });
    expect(pdf.rawPayload.toString()).toContain('% 1 nl');
    const releases = (await app().inject({ url: '/api/v1/media/general-press?lang=fr' })).json().items;
    expect(releases.find((r: { id: string }) => r.id === 'pr-2025-001').pdf).toEqual({
      fr: '/public/press/releases/pr-2025-001-fr.pdf',
    });

    const second = await importArchive(database, dir);
    expect(tallies(second)).toEqual({
      judgment: { created: 0, updated: 0, unchanged: 3, rejected: 0 },
      'press-release': { created: 0, updated: 0, unchanged: 2, rejected: 0 },
    });
  });

  it('reports each broken item with its reason and imports the others', async () => {
    const dir = writeTestArchive({
      judgments: [
        judgmentLine(11),
        '{"year": 2025, "number": 12, "date": ',
        judgmentLine(13, { date: 'yesterday' }),
        JSON.stringify({ number: 14 }),
        judgmentLine(15),
        judgmentLine(15),
        judgmentLine(16),
      ],
      pressReleases: [pressReleaseLine('pr-2025-011')],
      pdfs: { 'pdf/judgments/2025-16-nl.pdf': Buffer.from('<html>a page, not a PDF</html>') },
    });
    const report = await importArchive(database, dir);
    expect(tallies(report).judgment).toEqual({ created: 2, updated: 0, unchanged: 0, rejected: 5 });
    expect(report.rejections.map(({ file, line, key, reasons }) => [file, line, key, reasons.join('; ')])).toEqual([
      ['judgments.jsonl', 2, undefined, 'the line is not JSON'],
      ['judgments.jsonl', 3, '2025/13', expect.stringMatching(/^\/date .*format/)],
      ['judgments.jsonl', 4, undefined, '/year: the key field is missing or not a plain value'],
      ['judgments.jsonl', 6, '2025/15', 'the same key appears on an earlier line'],
      ['judgments.jsonl', 7, '2025/16', expect.stringMatching(/2025-16-nl\.pdf: not a PDF file$/)],
    ]);
    const { items } = (await app().inject({ url: '/api/v1/juris/judgments?year=2025&lang=nl' })).json();
    const numbers = items.map((item: { number: number }) => item.number);
    expect(numbers).toEqual(expect.arrayContaining([11, 15]));
    expect(numbers.filter((n: number) => n > 11 && n !== 15)).toEqual([]);
  });

  it('completes an interrupted import when run again', async () => {
    const dir = writeTestArchive({ judgments: [21, 22, 23, 24, 25].map((n) => judgmentLine(n)) });
    let batches = 0;
    const stopped = await importArchive(database, dir, { batchSize: 2, shouldStop: () => ++batches > 1 });
    expect(stopped.interrupted).toBe(true);
    expect(tallies(stopped).judgment).toMatchObject({ created: 2 });
    const resumed = await importArchive(database, dir, { batchSize: 2 });
    expect(resumed.interrupted).toBe(false);
    expect(tallies(resumed).judgment).toEqual({ created: 3, updated: 0, unchanged: 2, rejected: 0 });
  });

  it('runs as a command: a summary, and exit code 1 when an item was rejected', async () => {
    const env = { ...process.env, DATABASE_URL: url(), LOG_LEVEL: 'silent' };
    const dir = writeTestArchive({
      judgments: [judgmentLine(31)],
      pressReleases: [pressReleaseLine('pr-2025-031', { title: {} })],
      pdfs: { 'pdf/judgments/2025-31-fr.pdf': tinyPdf() },
    });
    const failure = await run(process.execPath, ['--import', 'tsx', CLI, dir], { env }).catch((error) => error);
    expect(failure.code).toBe(1);
    expect(failure.stdout).toMatch(/judgments\.jsonl\s+1\s+0\s+0\s+0/);
    expect(failure.stdout).toMatch(/press-releases\.jsonl\s+0\s+0\s+0\s+1/);
    expect(failure.stdout).toContain('press-releases.jsonl:1 (pr-2025-031)');
    expect(failure.stdout).toContain('/title must not have fewer than 1 properties');

    const fixed = writeTestArchive({
      judgments: [judgmentLine(31)],
      pdfs: { 'pdf/judgments/2025-31-fr.pdf': tinyPdf() },
    });
    const success = await run(process.execPath, ['--import', 'tsx', CLI, fixed], { env });
    expect(success.stdout).toMatch(/judgments\.jsonl\s+0\s+0\s+1\s+0/);

    const usage = await run(process.execPath, ['--import', 'tsx', CLI], { env }).catch((error) => error);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('Usage: court import');
  });
});
