import type { Judgment, Localized } from '../domain/model.js';
import { indexStems, type TextLang } from './text/analyze.js';

/**
 * How a judgment or a pending case becomes search documents: one per language it has text in. The document's id carries the
 * language (a base per language plus the judgment id or the roll number), so a search in one language is a range of
 * ids, which both engines restrict cheaply, and the judgment id or roll number is the id minus the base.
 */

export const TEXT_LANGS: readonly TextLang[] = ['nl', 'fr', 'de', 'en'];
/** Larger than any judgment id and any roll number (at most six digits). */
const LANG_STRIDE = 100_000_000;

export function documentBase(lang: TextLang): number {
  return (TEXT_LANGS.indexOf(lang) + 1) * LANG_STRIDE;
}

export function documentRange(lang: TextLang): [first: number, last: number] {
  const base = documentBase(lang);
  return [base + 1, base + LANG_STRIDE - 1];
}

/**
 * PostgreSQL also keeps the full text of each judgment document as overlapping chunks of stems (filled by a
 * trigger, migration 0008): a chunk's vector is small enough to sit in the table row, so checking where the words
 * of a phrase stand reads a few chunks instead of the long vector of the whole text. Consecutive chunks share
 * `BODY_CHUNK_OVERLAP` words, so any phrase of up to one more word than that lies whole inside one chunk.
 */
export const BODY_CHUNK_WORDS = 200;
export const BODY_CHUNK_OVERLAP = 31;

export interface SearchDocumentRow {
  rowid: number;
  meta: string;
  body: string;
}

/** What a judgment says in one language, which its search document holds. */
export interface JudgmentText {
  headnote: string;
  keywords: readonly string[];
  summary: string;
  paragraphs: readonly string[];
}

/**
 * The document of a judgment in one language: the stems of the headnote, the keywords and the summary, then of
 * the full text, compounds followed by their parts; undefined when it has no text in that language.
 */
export function judgmentDocument(
  judgmentId: number,
  lang: TextLang,
  { headnote, keywords, summary, paragraphs }: JudgmentText,
): SearchDocumentRow | undefined {
  if (!headnote && keywords.length === 0 && !summary && paragraphs.length === 0) return undefined;
  return {
    rowid: documentBase(lang) + judgmentId,
    meta: indexStems([headnote, ...keywords, summary].join('\n'), lang).join(' '),
    body: indexStems(paragraphs.join('\n'), lang).join(' '),
  };
}

/** What a judgment says in each language of the search, whether or not it has text in it. */
export function judgmentTexts(judgment: Judgment): { lang: TextLang; text: JudgmentText }[] {
  return TEXT_LANGS.map((lang) => ({
    lang,
    text: {
      headnote: judgment.headnote[lang] ?? '',
      keywords: judgment.keywords[lang] ?? [],
      summary: judgment.summary[lang] ?? '',
      paragraphs: (judgment.text[lang] ?? []).map((p) => p.text),
    },
  }));
}

/** A judgment's documents, one per language it has text in. */
export function judgmentDocuments(judgmentId: number, judgment: Judgment): SearchDocumentRow[] {
  return judgmentTexts(judgment).flatMap(({ lang, text }) => {
    const document = judgmentDocument(judgmentId, lang, text);
    return document ? [document] : [];
  });
}

export interface PendingCaseDocumentRow {
  rowid: number;
  subject: string;
  questions: string;
}

/** The stems of a pending case's subject and of its questions (compounds followed by their parts), per language. */
export function pendingCaseDocuments(
  rollNumber: string,
  subject: Localized,
  questions: Localized<string[]>,
): PendingCaseDocumentRow[] {
  return TEXT_LANGS.flatMap((lang) => {
    const subjectText = subject[lang] ?? '';
    const questionTexts = questions[lang] ?? [];
    if (!subjectText && questionTexts.length === 0) return [];
    return [
      {
        rowid: documentBase(lang) + Number(rollNumber),
        subject: indexStems(subjectText, lang).join(' '),
        questions: indexStems(questionTexts.join('\n'), lang).join(' '),
      },
    ];
  });
}
