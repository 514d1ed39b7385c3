import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../src/db/engine.js';
import { readMeta } from '../../src/seed/insert.js';
import { corpusToRows } from '../../src/seed/rows.js';
import { seedDatabase, seedIfEmpty } from '../../src/seed/seed.js';
import { fixtureCorpus, judgments } from '../fixtures/corpus.js';
import { ENGINES, PG_URL, tempDir } from '../helper.js';
import pg from 'pg';
import { randomBytes } from 'node:crypto';
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';

describe('corpus to rows', () => {
  const rows = corpusToRows(fixtureCorpus);

  it('gives each judgment an id and its texts, paragraphs, roll numbers and citations', () => {
    expect(rows.judgments).toHaveLength(judgments.length);
    expect(rows.judgments.map((j) => j.id)).toEqual([1, 2, 3, 4, 5, 6]);
    const first = rows.judgment_paragraphs.filter((p) => p.judgment_id === 1 && p.lang === 'fr');
    expect(first.map((p) => p.para_id)).toEqual(['I', 'A.1', 'B.1', 'B.7.3', 'III']);
    expect(
      rows.judgment_texts
        .filter((t) => t.judgment_id === 4)
        .map((t) => t.lang)
        .sort(),
    ).toEqual(['en', 'fr', 'nl']);
    expect(rows.judgment_citations.filter((c) => c.judgment_id === 3)).toHaveLength(2);
  });

  it('keeps one row per article of each norm, in order, and each norm once', () => {
    const reviewed = rows.judgment_norm_articles.filter((a) => a.judgment_id === 1 && a.role === 'reviewed');
    expect(reviewed.map((a) => a.article)).toEqual(['2', '9bis']);
    const whole = rows.judgment_norm_articles.find((a) => a.judgment_id === 1 && a.norm_id === 'echr');
    expect(whole?.article).toBe('');
    expect(rows.norms.map((n) => n.norm_id).sort()).toEqual(['const-1994', 'echr', 'law-2021-01-10']);
  });

  it('registers the documents records point to, and only safe paths', () => {
    const paths = rows.documents.map((d) => d.path);
    expect(paths).toContain('/public/press/pr-2025-001-fr.pdf');
    expect(paths).toContain('/public/members/luc-lavrysen.jpg');
    const unsafe = corpusToRows({
      ...fixtureCorpus,
      publications: [
        { ...fixtureCorpus.publications[0]!, pdf: { fr: '/public/../secret.pdf', nl: 'https://elsewhere/x.pdf' } },
      ],
    });
    expect(unsafe.documents.map((d) => d.path).filter((p) => p.includes('secret') || p.includes('elsewhere'))).toEqual(
      [],
    );
  });

  it('stores agenda items with a sortable UTC instant', () => {
    const hearing = rows.public_hearings.find((h) => h.id === 'hearing-1');
    expect(hearing?.starts_at).toMatch(/^\d{4}-\d{2}-\d{2}T09:00:00\.000Z$/);
  });
});

describe.each(ENGINES)('seeding on %s', (engine) => {
  async function withDatabase(run: (url: string, dataDir: string) => Promise<void>): Promise<void> {
    const dataDir = tempDir();
    let url = `sqlite:${path.join(dataDir, 'court.sqlite')}`;
    let schema = '';
    if (engine === 'postgres') {
      schema = `t_seed_${randomBytes(4).toString('hex')}`;
      const client = new pg.Client({ connectionString: PG_URL });
      await client.connect();
      await client.query(`create schema ${schema}`);
      await client.end();
      url = `${PG_URL}${PG_URL!.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
    }
    try {
      await run(url, dataDir);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
      if (schema) {
        const client = new pg.Client({ connectionString: PG_URL });
        await client.connect();
        await client.query(`drop schema ${schema} cascade`);
        await client.end();
      }
    }
  }

  it('migrates, fills, replaces on a second run, and forgets rendered documents', async () => {
    await withDatabase(async (url, dataDir) => {
      const database = openDatabase(url);
      try {
        const report = await seedDatabase(database, dataDir, async () => fixtureCorpus, { seed: '7' });
        expect(report.counts.judgment).toBe(6);
        expect(report.counts.member).toBe(6);
        const cached = path.join(dataDir, 'public', 'f', '2024', '2024-012f.pdf');
        fs.mkdirSync(path.dirname(cached), { recursive: true });
        fs.writeFileSync(cached, 'old');
        await seedDatabase(database, dataDir, async () => ({ ...fixtureCorpus, judgments: judgments.slice(0, 2) }));
        const count = await database.db
          .selectFrom('judgments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(2);
        expect(fs.existsSync(cached)).toBe(false);
        expect((await readMeta(database.db)).judgments).toBe('2');
      } finally {
        await database.close();
      }
    });
  });

  it('seeds once when two servers start together on an empty database', async () => {
    await withDatabase(async (url, dataDir) => {
      const run = promisify(execFile);
      const child = path.join(import.meta.dirname, 'seed-if-empty-child.ts');
      const env = { ...process.env, DATABASE_URL: url, DATA_DIR: dataDir };
      const outputs = await Promise.all(
        [1, 2].map(async () => (await run(process.execPath, ['--import', 'tsx', child], { env })).stdout.trim()),
      );
      expect(outputs.sort()).toEqual(['seeded', 'skipped']);
      const database = openDatabase(url);
      try {
        const count = await database.db
          .selectFrom('judgments')
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
        expect(Number(count.n)).toBe(judgments.length);
      } finally {
        await database.close();
      }
    });
  });

  it('seeds an empty database once', async () => {
    await withDatabase(async (url, dataDir) => {
      const database = openDatabase(url);
      try {
        expect(await seedIfEmpty(database, dataDir, async () => fixtureCorpus)).toBeDefined();
        expect(await seedIfEmpty(database, dataDir, async () => fixtureCorpus)).toBeUndefined();
      } finally {
        await database.close();
      }
    });
  });
});
