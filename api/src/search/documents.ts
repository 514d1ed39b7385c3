import type { Judgment } from '../domain/model.js';
import { stems, type TextLang } from './text/analyze.js';

/**
 * How a judgment becomes search documents: one per language it has text in. The document's id carries the
 * language (a base per language plus the judgment id), so a search in one language is a range of ids, which both
 * engines restrict cheaply, and the judgment id is the id minus the base.
 */

export const TEXT_LANGS: readonly TextLang[] = ['nl', 'fr', 'de', 'en'];
/** Larger than any judgment id. */
const LANG_STRIDE = 100_000_000;

export function documentBase(lang: TextLang): number {
  return (TEXT_LANGS.indexOf(lang) + 1) * LANG_STRIDE;
}

export function documentRange(lang: TextLang): [first: number, last: number] {
  const base = documentBase(lang);
  return [base + 1, base + LANG_STRIDE - 1];
}

export interface SearchDocumentRow {
  rowid: number;
  meta: string;
  body: string;
}

/** The stems of the headnote, the keywords and the summary, then of the full text, per language. */
export function judgmentDocuments(judgmentId: number, judgment: Judgment): SearchDocumentRow[] {
  const documents: SearchDocumentRow[] = [];
  for (const lang of TEXT_LANGS) {
    const headnote = judgment.headnote[lang] ?? '';
    const keywords = judgment.keywords[lang] ?? [];
    const summary = judgment.summary[lang] ?? '';
    const paragraphs = judgment.text[lang] ?? [];
    if (!headnote && keywords.length === 0 && !summary && paragraphs.length === 0) continue;
    documents.push({
      rowid: documentBase(lang) + judgmentId,
      meta: stems([headnote, ...keywords, summary].join('\n'), lang).join(' '),
      body: stems(paragraphs.map((p) => p.text).join('\n'), lang).join(' '),
    });
  }
  return documents;
}
