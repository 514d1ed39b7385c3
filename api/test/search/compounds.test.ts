import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from '../../src/db/engine.js';
import { up as rebuildIndex } from '../../src/db/migrations/0017-compound-words.js';
import { withCompounds } from '../../src/search/compounds.js';
import { matchDocuments } from '../../src/search/document-index.js';
import { judgmentDocument } from '../../src/search/documents.js';
import { Highlighter } from '../../src/search/highlight.js';
import { parseQuery } from '../../src/search/query/parse.js';
import type { MatchQuery } from '../../src/search/query/tree.js';
import { compoundParts, stem, words, type TextLang } from '../../src/search/text/analyze.js';
import { ENGINES, useDatabase } from '../helper.js';

/**
 * Dutch and German compounds split with the languages' Hunspell word lists (src/search/compounds.ts): a compound
 * finds its parts written apart, the parts find the compound, on both engines, with the query language around.
 */

const parts = (word: string, lang: TextLang) => compoundParts(words(word)[0]!, lang);

describe('compound splitting', () => {
  it('splits the compounds of the court into the stems of their parts, and leaves other words whole', () => {
    expect(parts('gelijkheidsbeginsel', 'nl')).toEqual([stem('gelijkheid', 'nl'), stem('beginsel', 'nl')]);
    expect(parts('eigendomsrecht', 'nl')).toEqual([stem('eigendom', 'nl'), stem('recht', 'nl')]);
    expect(parts('leegstandsheffing', 'nl')).toEqual([stem('leegstand', 'nl'), stem('heffing', 'nl')]);
    expect(parts('Gleichheitsgrundsatz', 'de')).toEqual([stem('gleichheit', 'de'), stem('grundsatz', 'de')]);
    expect(parts('Eigentumsrecht', 'de')).toEqual([stem('eigentum', 'de'), stem('recht', 'de')]);
    expect(parts('Datenschutz', 'de')).toEqual([stem('daten', 'de'), stem('schutz', 'de')]);
    expect(parts('Grundsatz', 'de')).toEqual([stem('grund', 'de'), stem('satz', 'de')]);
    // Not compounds: a derived word, a short one, and no splitting in French.
    expect(parts('verklaring', 'nl')).toBeUndefined();
    // Nor a word made with a preposition, a particle or a suffix: the dictionary begins and ends its compounds
    // with other words (searching `wijs` or `richten` does not find the schools).
    for (const word of ['onderwijs', 'onderzoek', 'overeenkomst', 'voorwaarde'])
      expect(parts(word, 'nl')).toBeUndefined();
    for (const word of ['Unterricht', 'Gleichheit', 'Beschwerde', 'Widerspruch'])
      expect(parts(word, 'de')).toBeUndefined();
    // Their compounds are still split.
    expect(parts('onderwijsvrijheid', 'nl')).toEqual([stem('onderwijs', 'nl'), stem('vrijheid', 'nl')]);
    expect(parts('Unterrichtsfreiheit', 'de')).toEqual([stem('unterricht', 'de'), stem('freiheit', 'de')]);
    expect(parts('Urteil', 'de')).toBeUndefined();
    expect(compoundParts('discrimination', 'fr')).toBeUndefined();
  });

  it('leaves a French query as it is', () => {
    const query = parseQuery('principe égalité "non-discrimination" OR traitement*', 'fr') as MatchQuery;
    expect(withCompounds(query, 'fr')).toBe(query);
  });

  it('marks the parts a compound found, and a compound its parts found', () => {
    const byCompound = new Highlighter(parseQuery('gelijkheidsbeginsel', 'nl'), 'nl');
    expect(byCompound.snippet('Het beginsel van gelijkheid is geschonden.')?.html).toBe(
      'Het <mark>beginsel</mark> van <mark>gelijkheid</mark> is geschonden.',
    );
    const byParts = new Highlighter(parseQuery('Gleichheit', 'de'), 'de');
    expect(byParts.snippet('Der Gleichheitsgrundsatz ist verletzt.')?.html).toBe(
      'Der <mark>Gleichheitsgrundsatz</mark> ist verletzt.',
    );
  });
});

/** Documents of judgment ids beyond the corpus's, each with one text. */
const TEXTS: [id: number, lang: TextLang, text: string][] = [
  [90_001, 'nl', 'Het gelijkheidsbeginsel is geschonden.'],
  [90_002, 'nl', 'Het beginsel van gelijkheid is geschonden.'],
  [90_003, 'nl', 'De gelijkheid van de burgers is een grondwettelijk gewaarborgd en zeer oud beginsel.'],
  [90_004, 'nl', 'Het eigendomsrecht van de verhuurder is niet absoluut.'],
  [90_005, 'nl', 'Een leegstandsheffing op gebouwen.'],
  [90_011, 'de', 'Der Gleichheitsgrundsatz ist verletzt.'],
  [90_012, 'de', 'Der Grundsatz der Gleichheit ist verletzt.'],
  [90_013, 'de', 'Das Recht auf Datenschutz und das Eigentumsrecht.'],
  [90_014, 'de', 'Der Schutz der Daten und das Recht auf Eigentum.'],
  [90_021, 'fr', "Le principe d'égalité est violé."],
];

describe.each(ENGINES)('compounds on %s', (engine) => {
  const url = useDatabase(engine);
  let database: Database;
  beforeAll(() => {
    database = openDatabase(url());
  });
  afterAll(() => database.close());

  const find = async (lang: TextLang, term: string, columns = ['meta', 'body']) => {
    const query = parseQuery(term, lang) as MatchQuery;
    const found = await matchDocuments(database.db, engine, { table: 'search_documents', columns, query, lang });
    return [...found.keys()].sort((a, b) => a - b);
  };
  const ours = async (lang: TextLang, term: string) => (await find(lang, term)).filter((id) => id > 90_000);

  it('writes the index again from the stored judgments, as seeding wrote it', async () => {
    const searches = () => Promise.all([find('nl', 'grondwet'), find('de', 'Verfassung'), find('fr', 'égalité')]);
    const before = await searches();
    expect(before.flat().length).toBeGreaterThan(0);
    await rebuildIndex(database.db as Kysely<unknown>);
    expect(await searches()).toEqual(before);
  });

  describe('with documents holding compounds and their parts', () => {
    beforeAll(async () => {
      const rows = TEXTS.map(([id, lang, text]) =>
        judgmentDocument(id, lang, { headnote: '', keywords: [], summary: '', paragraphs: [text] }),
      );
      await database.db
        .insertInto('search_documents')
        .values(rows.map((row) => row!))
        .execute();
    });

    it('finds the parts written apart with a compound, near each other in either order', async () => {
      expect(await ours('nl', 'gelijkheidsbeginsel')).toEqual([90_001, 90_002]);
      expect(await ours('de', 'Gleichheitsgrundsatz')).toEqual([90_011, 90_012]);
      expect(await ours('de', 'Datenschutz')).toEqual([90_013, 90_014]);
      expect(await ours('de', 'Eigentumsrecht')).toEqual([90_013, 90_014]);
    });

    it('finds a compound with its parts', async () => {
      expect(await ours('nl', 'gelijkheid beginsel')).toEqual([90_001, 90_002, 90_003]);
      expect(await ours('nl', 'eigendom')).toEqual([90_004]);
      expect(await ours('nl', 'heffing leegstand')).toEqual([90_005]);
      expect(await ours('de', 'Gleichheit')).toEqual([90_011, 90_012]);
      expect(await ours('de', 'Schutz Daten')).toEqual([90_013, 90_014]);
    });

    it('matches phrases holding a compound, or its parts side by side', async () => {
      expect(await ours('nl', '"het gelijkheidsbeginsel is geschonden"')).toEqual([90_001]);
      expect(await ours('nl', '"gelijkheidsbeginsel is"')).toEqual([90_001]);
      expect(await ours('nl', '"gelijkheid beginsel is geschonden"')).toEqual([90_001]);
      expect(await ours('de', '"der Gleichheitsgrundsatz ist verletzt"')).toEqual([90_011]);
    });

    it('keeps OR, NOT, NEAR and prefixes working with compounds', async () => {
      expect(await ours('nl', 'gelijkheidsbeginsel OF eigendomsrecht')).toEqual([90_001, 90_002, 90_004]);
      expect(await ours('nl', 'beginsel NIET gelijkheidsbeginsel')).toEqual([90_003]);
      expect(await ours('nl', 'geschonden -gelijkheidsbeginsel')).toEqual([]);
      expect(await ours('nl', 'gelijkheidsbeginsel NEAR/2 geschonden')).toEqual([90_001]);
      expect(await ours('de', 'Gleichheitsgrundsatz NEAR/3 verletzt')).toEqual([90_011]);
      expect(await ours('nl', 'leegstands*')).toEqual([90_005]);
      expect(await ours('de', 'Gleichheits*')).toContain(90_011);
    });

    it('leaves French as it was', async () => {
      expect(await ours('fr', 'principe égalité')).toEqual([90_021]);
      expect(await ours('fr', '"principe d\'égalité"')).toEqual([90_021]);
    });
  });
});
