import { generateCorpus } from '@court/demo-corpus';
import { registerAjvFormats } from '@fastify/type-provider-typebox';
import { sql } from 'kysely';
import { Compile } from 'typebox/compile';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/engine.js';
import type { DB } from '../../src/db/tables.js';
import { canonicalJson } from '../../src/publishing/canonical-json.js';
import { CONTENT_KINDS } from '../../src/publishing/kinds/index.js';
import { PublishingService } from '../../src/publishing/service.js';
import { jobOfferPdfPath } from '../../src/storage/job-offer-store.js';
import { publicationPdfPath } from '../../src/storage/publication-store.js';
import { ENGINES, useDatabase } from '../helper.js';
import { EMPTY_CORPUS } from '../import/archive-fixture.js';
import { corpusItems, keyOf } from '../../src/seed/corpus-items.js';
import type { PutRequest } from '../../src/publishing/service.js';
import { tinyPdf } from './bodies.js';

registerAjvFormats();

const corpus = generateCorpus({ judgments: 60, today: new Date('2026-11-25T10:00:00Z') });
/** The corpus as the importer sends it to publishing, with small PDFs in place of the rendered ones. */
const items: PutRequest[] = [...corpusItems(corpus)].map((item) => ({
  kind: item.kind,
  key: keyOf(item),
  body: item.body,
  documents: item.documents.map(({ lang }) => ({
    path: item.kind.documents!.publicPath(keyOf(item), lang),
    bytes: tinyPdf(`${keyOf(item)} ${lang}`),
    contentType: 'application/pdf',
  })),
}));

type Row = Record<string, unknown>;

/** The search indexes keep no text on SQLite (a select reads their row ids); the other tables are read whole. */
const COLUMNS: Partial<Record<keyof DB, string>> = {
  search_documents: 'rowid, meta, body',
  pending_case_documents: 'rowid, subject, questions',
};

/** Every public table the kinds write. */
const TABLES: (keyof DB)[] = [
  'judgments',
  'judgment_texts',
  'judgment_paragraphs',
  'judgment_roll_numbers',
  'judgment_citations',
  'norms',
  'judgment_norm_articles',
  'search_documents',
  'search_vocabulary',
  'jurisdictions',
  'cjeu_referrals',
  'pending_cases',
  'pending_case_documents',
  'case_lookup',
  'public_hearings',
  'hearing_roll_numbers',
  'upcoming_decisions',
  'decision_roll_numbers',
  'members',
  'documents',
  'publications',
  'job_offers',
  'constitution_articles',
  'constitution_article_judgments',
];

/** JSON columns as values (the key order of a text is not what the site reads), rows in a fixed order. */
function comparable(rows: Row[]): Row[] {
  const values = rows.map((row) =>
    Object.fromEntries(
      Object.entries(row).map(([column, value]) => {
        if (typeof value !== 'string' || !/^[[{]/.test(value)) return [column, value];
        try {
          return [column, JSON.parse(value)];
        } catch {
          return [column, value];
        }
      }),
    ),
  );
  return values.sort((a, b) => canonicalJson(a).localeCompare(canonicalJson(b)));
}

async function rowsOf(database: Database, table: keyof DB): Promise<Row[]> {
  const columns = sql.raw(COLUMNS[table] ?? '*');
  const { rows } = await sql<Row>`select ${columns} from ${sql.table(table)}`.execute(database.db);
  return comparable(rows);
}

/** The PDFs of a publication or a job offer, at the addresses publishing keeps them at. */
const atPublishingPaths = (path: (id: string, lang: string) => string) => (row: Row) => ({
  ...row,
  pdf: Object.fromEntries(Object.keys(row.pdf as object).map((lang) => [lang, path(row.id as string, lang)])),
});

/**
 * What seeding writes that publishing, by design, does not: the courts no judgment or case names, and the
 * entries that let the document server render the PDFs of the demo corpus (publishing keeps the files sent,
 * at its own addresses).
 */
const EXPECTED: Partial<Record<keyof DB, (rows: Row[]) => Row[]>> = {
  jurisdictions: (rows) => {
    const named = new Set([
      ...corpus.judgments.flatMap((j) => (j.jurisdictionAQuo ? [j.jurisdictionAQuo.id] : [])),
      ...corpus.pendingCases.flatMap((c) => (c.referralDecision ? [c.referralDecision.jurisdiction.id] : [])),
    ]);
    return rows.filter((row) => named.has(row.id as string));
  },
  documents: (rows) => rows.filter((row) => row.kind === 'member-photo'),
  publications: (rows) => comparable(rows.map(atPublishingPaths(publicationPdfPath))),
  job_offers: (rows) => comparable(rows.map(atPublishingPaths(jobOfferPdfPath))),
};

describe('the demo corpus as publishing bodies', () => {
  it('gives bodies every kind accepts', () => {
    const refused = items.flatMap(({ kind, key, body }) => {
      const schema = Compile(kind.body);
      const errors = schema.Check(body)
        ? (kind.problems?.(key, body) ?? []).map((problem) => `${problem.path} ${problem.message}`)
        : [...schema.Errors(body)].slice(0, 3).map((error) => `${error.instancePath} ${error.message}`);
      return errors.map((error) => `${kind.name} ${key}: ${error}`);
    });
    expect(refused).toEqual([]);
  });
});

describe.each(ENGINES)('the demo corpus published kind by kind on %s', (engine) => {
  const seededUrl = useDatabase(engine, corpus);
  const publishedUrl = useDatabase(engine, EMPTY_CORPUS);
  let seeded: Database;
  let published: Database;
  beforeAll(async () => {
    seeded = openDatabase(seededUrl());
    published = openDatabase(publishedUrl());
    await new PublishingService(published, CONTENT_KINDS).putAll(items, { subject: 'import', clientId: 'import' });
  });
  afterAll(async () => {
    await seeded?.close();
    await published?.close();
  });

  it.each(TABLES)('gives %s the rows seeding gives it', async (table) => {
    const expected = await rowsOf(seeded, table);
    expect(await rowsOf(published, table)).toEqual(EXPECTED[table]?.(expected) ?? expected);
  });
});
