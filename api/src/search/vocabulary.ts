import { sql, type Kysely, type RawBuilder } from 'kysely';
import { isPostgres } from '../db/engine.js';
import { beforeCommit, lockedTransaction } from '../db/write-lock.js';
import type { DB } from '../db/tables.js';
import { parseJson } from '../domain/localized.js';
import type { JudgmentText } from './documents.js';
import { compoundParts, fold, stem, type TextLang } from './text/analyze.js';

/**
 * The index's own vocabulary, for spelling suggestions (./looser-search.ts): per text language, every word of
 * three letters or more (no digits) that the judgments' documents hold, folded as the index folds it, with the
 * number of documents holding it and the form a reader writes (`égalité` for `egalite`). Kept in
 * `search_vocabulary` (migration 0018) on both engines and updated in the same transaction as the search index
 * whenever a judgment is stored or withdrawn (src/storage/judgment-store.ts), so a judgment published later
 * brings its words along. Searches read it through an in-memory copy per language, reloaded when the `meta`
 * rows change, which every publishing write and every seeding does.
 */

/** Words shorter than this are neither kept nor corrected: too many words lie within one letter of them. */
export const MIN_WORD_LENGTH = 3;

/** Runs of letters and digits as written; a run folds to one index word or is left out. */
const RUN = /[\p{L}\p{N}]+/gu;

/** Folded word and its form as written in a text, when the run is a word the vocabulary keeps. */
export function vocabularyWord(run: string): string | undefined {
  const word = fold(run);
  return word.length >= MIN_WORD_LENGTH && /^[a-z]+$/.test(word) ? word : undefined;
}

/** Of two forms of one word, the one the vocabulary keeps: the greater by code points, so lower case and accents. */
export const preferredForm = (a: string, b: string): string => (a > b ? a : b);

/** The distinct words of a judgment's text in one language, each with its preferred form. */
export function textWords({ headnote, keywords, summary, paragraphs }: JudgmentText): Map<string, string> {
  const found = new Map<string, string>();
  for (const text of [headnote, ...keywords, summary, ...paragraphs]) {
    for (const [run] of text.matchAll(RUN)) {
      const word = vocabularyWord(run);
      if (!word) continue;
      const known = found.get(word);
      found.set(word, known === undefined ? run : preferredForm(known, run));
    }
  }
  return found;
}

export interface VocabularyRow {
  lang: string;
  word: string;
  form: string;
  documents: number;
}

/** Rows per statement on SQLite, well under its 32,766 bound parameters (as src/storage/insert-rows.ts). */
const ROWS_PER_STATEMENT = 3_000;

/** A word of a document, in its language, as the vocabulary counts it. */
export interface DocumentWord {
  lang: TextLang;
  word: string;
  form: string;
}

/** The words of a judgment's documents, in every language it has text in. */
export function judgmentWords(texts: Iterable<{ lang: TextLang; text: JudgmentText }>): DocumentWord[] {
  return [...texts].flatMap(({ lang, text }) => [...textWords(text)].map(([word, form]) => ({ lang, word, form })));
}

/** A change of a word's count, with the form it was written in. */
interface WordChange extends DocumentWord {
  change: number;
}

/**
 * Changes as rows of a statement: one array parameter per column on PostgreSQL (planning a statement of thousands
 * of parameters costs more than running it), rows of parameters on SQLite.
 */
function changeRows(db: Kysely<DB>, changes: WordChange[]): RawBuilder<unknown> {
  if (isPostgres(db)) {
    const column = (key: 'lang' | 'word' | 'form') => sql`cast(${changes.map((c) => c[key])} as text[])`;
    return sql`select * from unnest(${column('lang')}, ${column('word')}, ${column('form')},
      cast(${changes.map((c) => c.change)} as integer[])) as w(lang, word, form, change)`;
  }
  return sql`select column1 as lang, column2 as word, column3 as form, column4 as change from (values ${sql.join(
    changes.map((c) => sql`(${c.lang}, ${c.word}, ${c.form}, ${c.change})`),
  )})`;
}

/** Writes changes of counts, each word once: added and counted up, or counted down and removed at 0. */
async function writeChanges(db: Kysely<DB>, changes: WordChange[]): Promise<void> {
  const size = isPostgres(db) ? 20_000 : ROWS_PER_STATEMENT;
  const up = changes.filter((c) => c.change > 0);
  const down = changes.filter((c) => c.change < 0);
  for (let start = 0; start < up.length; start += size) {
    // Byte order on both engines (SQLite compares bytes; the column has the C collation on PostgreSQL). SQLite
    // needs a WHERE to read ON CONFLICT after a SELECT.
    await sql`insert into search_vocabulary (lang, word, form, documents)
      select lang, word, form, change from (${changeRows(db, up.slice(start, start + size))}) as w where true
      on conflict (lang, word) do update set documents = search_vocabulary.documents + excluded.documents,
      form = case when excluded.form > search_vocabulary.form then excluded.form else search_vocabulary.form end`.execute(
      db,
    );
  }
  for (let start = 0; start < down.length; start += size) {
    const rows = changeRows(db, down.slice(start, start + size));
    await sql`update search_vocabulary set documents = documents + (select w.change from (${rows}) as w
        where w.lang = search_vocabulary.lang and w.word = search_vocabulary.word)
      where (lang, word) in (select lang, word from (${rows}) as w)`.execute(db);
  }
  if (down.length > 0) await sql`delete from search_vocabulary where documents <= 0`.execute(db);
}

/** The changes not yet written, per transaction under the content's lock. */
const unwritten = new WeakMap<object, Map<string, WordChange>>();

/**
 * Counts a judgment's words in (or, with `-1`, out of) the vocabulary. Under the content's lock (publishing,
 * imports) the changes of the whole transaction are summed and written once before it commits, each word once:
 * a batch of judgments sharing common words would otherwise rewrite their rows once per judgment.
 */
export async function countWords(db: Kysely<DB>, words: DocumentWord[], sign: 1 | -1): Promise<void> {
  const transaction = lockedTransaction(db);
  if (!transaction)
    return writeChanges(
      db,
      words.map((w) => ({ ...w, change: sign })),
    );
  let changes = unwritten.get(transaction);
  if (!changes) {
    const fresh = new Map<string, WordChange>();
    unwritten.set(transaction, fresh);
    beforeCommit(db, () =>
      writeChanges(
        db,
        [...fresh.values()].filter((c) => c.change !== 0),
      ),
    );
    changes = fresh;
  }
  for (const w of words) {
    const key = `${w.lang} ${w.word}`;
    const known = changes.get(key);
    if (known) {
      known.change += sign;
      known.form = preferredForm(known.form, w.form);
    } else changes.set(key, { ...w, change: sign });
  }
}

/** Takes the words of a judgment's stored texts out of the vocabulary, before the judgment is removed. */
export async function forgetJudgmentWords(db: Kysely<DB>, judgmentId: number): Promise<void> {
  const [texts, paragraphs] = await Promise.all([
    db
      .selectFrom('judgment_texts')
      .select(['lang', 'headnote', 'summary', 'keywords'])
      .where('judgment_id', '=', judgmentId)
      .execute(),
    db
      .selectFrom('judgment_paragraphs')
      .select(['lang', 'text'])
      .where('judgment_id', '=', judgmentId)
      .orderBy('lang')
      .orderBy('position')
      .execute(),
  ]);
  const byLang = new Map<string, JudgmentText & { paragraphs: string[] }>();
  const of = (lang: string) => {
    let text = byLang.get(lang);
    if (!text) {
      text = { headnote: '', keywords: [], summary: '', paragraphs: [] };
      byLang.set(lang, text);
    }
    return text;
  };
  for (const row of texts) {
    const text = of(row.lang);
    text.headnote = row.headnote ?? '';
    text.summary = row.summary ?? '';
    text.keywords = parseJson<string[]>(row.keywords, []);
  }
  for (const row of paragraphs) of(row.lang).paragraphs.push(row.text);
  const words = judgmentWords([...byLang].map(([lang, text]) => ({ lang: lang as TextLang, text })));
  if (words.length > 0) await countWords(db, words, -1);
}

/** Adds the vocabulary rows of many documents, counted in memory (seeding from a whole corpus). */
export function vocabularyRows(documents: Iterable<{ lang: TextLang; text: JudgmentText }>): VocabularyRow[] {
  const counted = new Map<string, VocabularyRow>();
  for (const { lang, text } of documents) {
    for (const [word, form] of textWords(text)) {
      const key = `${lang} ${word}`;
      const row = counted.get(key);
      if (row) {
        row.documents++;
        row.form = preferredForm(row.form, form);
      } else counted.set(key, { lang, word, form, documents: 1 });
    }
  }
  return [...counted.values()];
}

/** A word of the vocabulary, for the search of the closest one. */
interface Entry {
  word: string;
  form: string;
  documents: number;
}

/** Optimal string alignment distance (a swap of two neighbours is one edit), or `max + 1` once beyond `max`. */
export function editDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  let before = new Array<number>(b.length + 1);
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  let previousBest = 0;
  for (let i = 1; i <= a.length; i++) {
    const current = new Array<number>(b.length + 1);
    current[0] = i;
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) value = Math.min(value, before[j - 2]! + 1);
      current[j] = value;
      if (value < best) best = value;
    }
    // A swap reads two rows back, so only two rows beyond max close every path.
    if (best > max && previousBest > max) return max + 1;
    previousBest = best;
    before = previous;
    previous = current;
  }
  return previous[b.length]!;
}

/** Edits allowed to correct a word: one up to five letters, two from six. */
export const maxEdits = (word: string): number => (word.length <= 5 ? 1 : 2);

/** The vocabulary of one language in memory: its words by length, and the stems they index to. */
export class LanguageVocabulary {
  private readonly byLength = new Map<number, Entry[]>();
  private readonly stems = new Set<string>();

  constructor(
    private readonly lang: TextLang,
    entries: Entry[],
  ) {
    for (const entry of entries) {
      const list = this.byLength.get(entry.word.length) ?? [];
      list.push(entry);
      this.byLength.set(entry.word.length, list);
      this.stems.add(stem(entry.word, lang));
    }
  }

  /** Whether the index finds a (folded) word: its stem, or each part of a compound, is indexed. */
  knows(word: string): boolean {
    const stemmed = stem(word, this.lang);
    if (this.stems.has(stemmed)) return true;
    const parts = compoundParts(stemmed, this.lang);
    return parts !== undefined && parts.every((part) => this.stems.has(part));
  }

  /**
   * The word of the vocabulary closest to a folded word the index does not know, as a reader writes it: fewest
   * edits (at most maxEdits), then held by most documents, then A to Z; undefined when none is close enough.
   */
  closest(word: string): string | undefined {
    const max = maxEdits(word);
    let best: { entry: Entry; distance: number } | undefined;
    for (let length = word.length - max; length <= word.length + max; length++) {
      for (const entry of this.byLength.get(length) ?? []) {
        const distance = editDistance(word, entry.word, best ? Math.min(best.distance, max) : max);
        if (distance > max) continue;
        if (
          !best ||
          distance < best.distance ||
          (distance === best.distance &&
            (entry.documents > best.entry.documents ||
              (entry.documents === best.entry.documents && entry.word < best.entry.word)))
        )
          best = { entry, distance };
      }
    }
    return best?.entry.form;
  }
}

/** The vocabularies of the languages asked for so far, as of the database's current content. */
export class VocabularyStore {
  private cached: { version: string; languages: Map<TextLang, Promise<LanguageVocabulary>> } | undefined;

  constructor(private readonly db: Kysely<DB>) {}

  private async version(): Promise<string> {
    const rows = await this.db.selectFrom('meta').select(['key', 'value']).orderBy('key').execute();
    return JSON.stringify(rows);
  }

  private async load(lang: TextLang): Promise<LanguageVocabulary> {
    const rows = await this.db
      .selectFrom('search_vocabulary')
      .select(['word', 'form', 'documents'])
      .where('lang', '=', lang)
      .execute();
    return new LanguageVocabulary(
      lang,
      rows.map((row) => ({ word: row.word, form: row.form, documents: Number(row.documents) })),
    );
  }

  async of(lang: TextLang): Promise<LanguageVocabulary> {
    const version = await this.version();
    if (this.cached?.version !== version) this.cached = { version, languages: new Map() };
    const { languages } = this.cached;
    let vocabulary = languages.get(lang);
    if (!vocabulary) {
      vocabulary = this.load(lang);
      languages.set(lang, vocabulary);
      // A failed load is tried again by the next search rather than remembered.
      vocabulary.catch(() => {
        if (languages.get(lang) === vocabulary) languages.delete(lang);
      });
    }
    return vocabulary;
  }
}
