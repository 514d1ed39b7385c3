import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { compoundParts, stem, type TextLang } from './text/analyze.js';

/**
 * The index's own vocabulary, for spelling suggestions (./looser-search.ts): per text language, every word of
 * three letters or more (no digits) that the judgments' documents hold, folded as the index folds it, with the
 * number of documents holding it and the form a reader writes (`égalité` for `egalite`). Kept in
 * `search_vocabulary` (migration 0018) on both engines and updated in the same transaction as the search index
 * whenever a judgment is stored or withdrawn (src/storage/judgment-store.ts), so a judgment published later
 * brings its words along. Searches read it through an in-memory copy per language, reloaded when the `meta`
 * rows change, which every publishing write and every seeding does.
 */

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
    const parts = compoundParts(word, this.lang);
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
