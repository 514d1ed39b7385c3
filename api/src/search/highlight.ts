import { positiveTerms, type MatchQuery, type ParsedQuery } from './query/tree.js';
import { compoundParts, fold, stem, WORD, type TextLang } from './text/analyze.js';

/**
 * Snippets: the passage of a text around the words a query found, as HTML where everything is escaped except the
 * `<mark>` around found words. Computed here from the stored text with the index's own pipeline, so both engines
 * show the same passages.
 */

const WORDS_BEFORE = 10;
const WORDS_IN_SNIPPET = 40;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeHtml = (text: string): string => text.replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c);

export class Highlighter {
  private readonly stems = new Set<string>();
  private readonly prefixes: string[] = [];
  /** Start of each stem: a cheap test that skips texts which cannot contain a found word. */
  private readonly probes: string[] = [];
  private readonly verdicts = new Map<string, boolean>();

  /** A compound of the query also marks its parts, as it finds them (src/search/compounds.ts). */
  constructor(
    query: ParsedQuery | MatchQuery,
    private readonly lang: TextLang,
  ) {
    for (const terms of positiveTerms(query)) {
      for (const token of terms.tokens) {
        const found = [token.stem, ...(token.parts ?? [])];
        if (token.prefix) this.prefixes.push(token.stem);
        else for (const stemmed of found) this.stems.add(stemmed);
        for (const stemmed of found) this.probes.push(stemmed.slice(0, 4));
      }
    }
  }

  /** Whether a word of the text is one the query found; texts repeat their words, so verdicts are remembered. */
  private found(word: string): boolean {
    let verdict = this.verdicts.get(word);
    if (verdict === undefined) {
      verdict = (fold(word).match(WORD) ?? []).some((part) => {
        const stemmed = stem(part, this.lang);
        return (
          this.stems.has(stemmed) ||
          this.prefixes.some((p) => stemmed.startsWith(p) || part.startsWith(p)) ||
          // A compound the query found by its parts (src/search/compounds.ts).
          (compoundParts(part, this.lang)?.some((p) => this.stems.has(p)) ?? false)
        );
      });
      this.verdicts.set(word, verdict);
    }
    return verdict;
  }

  /** The passage around the first found word, or undefined when the text has none; `hits` counts found words. */
  snippet(text: string): { html: string; hits: number } | undefined {
    const folded = fold(text);
    if (!this.probes.some((p) => folded.includes(p))) return undefined;
    const words = [...text.matchAll(/[\p{L}\p{N}]+/gu)];
    const marked = words.map((w) => this.found(w[0]));
    const first = marked.indexOf(true);
    if (first < 0) return undefined;
    const from = Math.max(0, first - WORDS_BEFORE);
    const to = Math.min(words.length, from + WORDS_IN_SNIPPET);
    const start = from === 0 ? 0 : (words[from]?.index ?? 0);
    const lastWord = words[to - 1];
    const end = to === words.length ? text.length : (lastWord?.index ?? 0) + (lastWord?.[0].length ?? 0);
    let html = start > 0 ? '…' : '';
    let cursor = start;
    for (let i = from; i < to; i++) {
      if (!marked[i]) continue;
      const word = words[i]!;
      html += escapeHtml(text.slice(cursor, word.index)) + `<mark>${escapeHtml(word[0])}</mark>`;
      cursor = word.index + word[0].length;
    }
    html += escapeHtml(text.slice(cursor, end)) + (end < text.length ? '…' : '');
    return { html, hits: marked.filter(Boolean).length };
  }
}
