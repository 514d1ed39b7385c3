import { sql, type Kysely, type RawBuilder } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/engine.js';
import type { DB } from '../../src/db/tables.js';
import { withCompounds } from '../../src/search/compounds.js';
import { matchDocuments } from '../../src/search/document-index.js';
import { documentBase, documentRange } from '../../src/search/documents.js';
import { tsLeaf, tsRelevance } from '../../src/search/query/compile.js';
import { parseQuery } from '../../src/search/query/parse.js';
import { positiveTextLeaves, type MatchQuery } from '../../src/search/query/tree.js';
import type { TextLang } from '../../src/search/text/analyze.js';
import { stopWordsOf } from '../../src/search/text/stop-words.js';
import { generateCorpus } from '../../src/seed/generate.js';
import { PG_URL, useDatabase } from '../helper.js';

/**
 * On PostgreSQL the search reads indexes, chunks and a superset of the hits to score (src/search/document-index.ts)
 * rather than the documents' vectors: it must find exactly what the query says on the whole vectors, and score
 * every hit with ts_rank on the headnote's vector, as a plain reading of each document would.
 */
const corpus = await generateCorpus({ judgments: 60, seed: 11, today: new Date('2025-06-01T12:00:00Z') });

const SEARCHES: [TextLang, string][] = [
  ['nl', '"artikelen 10 en 11 van de Grondwet"'],
  ['nl', 'grondwet* belasting'],
  ['nl', 'onderwijs -"van de Grondwet"'],
  ['fr', '"Conseil des ministres" impôt'],
  ['fr', 'cohabit* -pension'],
  ['fr', 'égalité et non-discrimination'],
  ['de', '"Artikel 10 und 11 der Verfassung" -Steuer'],
  ['nl', 'belasting OF onderwijs NIET "van de Grondwet"'],
  ['fr', '(pension OR impôt) -(cohabit* OR "Conseil des ministres")'],
  ['fr', '"Conseil des ministres" NEAR/5 recours'],
  ['de', 'Urteil NEAR/3 Gerichtshof OR Steuer NEAR Gleichheit'],
];

/** The query read on the whole vectors of every document of the language, with its relevance. */
async function plainReading(db: Kysely<DB>, query: MatchQuery, lang: TextLang, columns: string[]) {
  const holds = (node: MatchQuery): RawBuilder<unknown> => {
    switch (node.kind) {
      case 'terms':
      case 'near':
        return sql`(${sql.join(
          columns.map((column) => sql`${sql.ref(`${column}_tsv`)} @@ cast(${tsLeaf(node)} as tsquery)`),
          sql` or `,
        )})`;
      case 'ids':
        return sql`rowid - ${documentBase(lang)} = any(${node.ids})`;
      case 'or':
        return sql`(${sql.join(node.any.map(holds), sql` or `)})`;
      case 'and':
        return sql`(${sql.join([...node.include.map(holds), ...node.exclude.map((n) => sql`not ${holds(n)}`)], sql` and `)})`;
    }
  };
  const [first, last] = documentRange(lang);
  const { rows } = await sql<{ id: number; score: number }>`
    select cast(rowid - ${documentBase(lang)} as integer) as id,
      coalesce(ts_rank(meta_tsv, cast(${tsRelevance(positiveTextLeaves(query), stopWordsOf(lang))} as tsquery)), 0)
        as score
    from search_documents where rowid between ${first} and ${last} and ${holds(query)}
    order by 1`.execute(db);
  return new Map(rows.map((r) => [r.id, r.score]));
}

describe.skipIf(!PG_URL)('matching on PostgreSQL', () => {
  const url = useDatabase('postgres', corpus);
  let database: Database;
  beforeAll(() => {
    database = openDatabase(url());
  });
  afterAll(() => database.close());

  it.each([
    { fields: 'everything', columns: ['meta', 'body'] },
    { fields: 'headnote, keywords and summary', columns: ['meta'] },
  ])('finds and scores as the whole vectors say, in $fields', async ({ columns }) => {
    let found = 0;
    // A field's judgments (as ids) without a word: nothing to rank by, every one found scores 0.
    const fieldOnly: MatchQuery = {
      kind: 'and',
      include: [{ kind: 'ids', ids: Array.from({ length: 30 }, (_, i) => i + 1) }],
      exclude: [parseQuery('Grondwet', 'nl') as MatchQuery],
    };
    for (const [lang, term] of [...SEARCHES, ['nl', fieldOnly] as const]) {
      const query = typeof term === 'string' ? (parseQuery(term, lang) as MatchQuery) : term;
      const label = typeof term === 'string' ? term : 'judgments 1 to 30 -Grondwet';
      // The query as matched, its compounds included (src/search/compounds.ts).
      const expected = await plainReading(database.db, withCompounds(query, lang), lang, columns);
      const search = { table: 'search_documents' as const, columns, query, lang };
      const [actual, unranked] = await Promise.all([
        matchDocuments(database.db, 'postgres', { ...search, ranked: true }),
        matchDocuments(database.db, 'postgres', search),
      ]);
      const ids = (found: Map<number, number | null>) => [...found.keys()].sort((a, b) => a - b);
      expect(ids(actual), `${lang} ${label}`).toEqual([...expected.keys()]);
      expect(ids(unranked), `${lang} ${label}`).toEqual([...expected.keys()]);
      for (const [id, score] of expected) expect(actual.get(id), `${lang} ${label} #${id}`).toBe(score);
      found += expected.size;
    }
    // The comparison means something only if the searches find documents.
    expect(found).toBeGreaterThan(20);
  });
});
