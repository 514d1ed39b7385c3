import type { JudgmentText } from './documents.js';
import { fold, type TextLang } from './text/analyze.js';

/**
 * The words of the judgments' texts as the index's vocabulary (./vocabulary.ts) counts them: folded as the index
 * folds them, three letters or more, no digits, each with the form a reader writes.
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
