import type { Static } from 'typebox';
import type { FullTextQuery, LooserSearch } from '@court/contract/schemas/search';
import type { Locale } from '../domain/model.js';
import { HttpError } from '../errors.js';
import { byText } from './judgment-criteria.js';
import type { JudgmentSearch } from './judgment-search.js';
import { tokenize, type Token } from './query/lexer.js';
import { fold, type TextLang } from './text/analyze.js';
import type { VocabularyStore } from './vocabulary.js';
import { vocabularyWord } from './vocabulary-words.js';

/**
 * A looser search for a text search that found nothing, which the answer offers as `looserSearch`:
 *
 * 1. spelling: each word of the text (bare or in a phrase) that the index does not know is replaced by the
 *    closest word of the index's own vocabulary in the text's language (./vocabulary.ts), the rest of the text
 *    (operators, phrases, prefixes, fields) kept as typed;
 * 2. any word: when that still finds nothing and the text is words and phrases side by side (with fields and
 *    exclusions beside them), the same words and phrases joined by OR, spelt in the visitor's language, the
 *    fields and exclusions still applying to them all.
 *
 * A text is offered only when it finds judgments, with the same filters; its total is the one it will show.
 */

type Query = Static<typeof FullTextQuery>;

/** OR as the visitors of each language read it (the search reads all four in any language). */
const OR_WORD: Record<Locale, string> = { en: 'OR', nl: 'OF', fr: 'OU', de: 'ODER' };

/** Words shorter than this are left as typed: a handful of letters lies close to too many words. */
const MIN_CORRECTED_LENGTH = 4;

const RUN = /[\p{L}\p{N}]+/gu;

/** Where a token's words are in the text, as [start, end) offsets, for the words and phrases that may be corrected. */
function correctableSpan(token: Token): [number, number] | undefined {
  if (token.type === 'word' && !token.prefix) return [token.at - 1, token.at - 1 + token.text.length];
  if (token.type === 'phrase' && !token.prefix) return [token.at, token.at + token.text.length];
  return undefined;
}

/** The text as a list of side-by-side parts, when it is nothing else: undefined for OR, NEAR or parentheses. */
function sideBySide(term: string, tokens: Token[]): { texts: string[]; others: string[] } | undefined {
  const texts: string[] = [];
  const others: string[] = [];
  const source = (token: Token) =>
    token.type === 'phrase'
      ? `"${token.text}"${token.prefix ? '*' : ''}`
      : (/[^\s()"]+/.exec(term.slice(token.at - 1))?.[0] ?? token.text);
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i]!;
    switch (token.type) {
      case 'word':
      case 'phrase':
        texts.push(source(token));
        break;
      case 'field':
        others.push(token.text.endsWith(':') ? `${token.text}"${token.value}"` : token.text);
        break;
      case 'and':
        break;
      case 'not':
      case 'minus': {
        const next = tokens[++i];
        if (!next || (next.type !== 'word' && next.type !== 'phrase' && next.type !== 'field')) return undefined;
        const excluded =
          next.type === 'field' ? (next.text.endsWith(':') ? `${next.text}"${next.value}"` : next.text) : source(next);
        others.push(token.type === 'minus' ? `-${excluded}` : `${token.text} ${excluded}`);
        break;
      }
      default:
        return undefined;
    }
  }
  return { texts, others };
}

export class LooserSearchFinder {
  constructor(
    private readonly judgments: JudgmentSearch,
    private readonly vocabulary: VocabularyStore,
  ) {}

  /** The text with the words the index does not know corrected, or undefined when none could be. */
  async corrected(term: string, textLang: TextLang): Promise<string | undefined> {
    const vocabulary = await this.vocabulary.of(textLang);
    const replacements: { start: number; end: number; by: string }[] = [];
    for (const token of tokenize(term)) {
      const span = correctableSpan(token);
      if (!span) continue;
      const [from, to] = span;
      for (const match of term.slice(from, to).matchAll(RUN)) {
        const run = match[0];
        const word = vocabularyWord(run);
        if (!word || word.length < MIN_CORRECTED_LENGTH || vocabulary.knows(word)) continue;
        const by = vocabulary.closest(word);
        if (by && fold(by) !== word) {
          const start = from + match.index;
          replacements.push({ start, end: start + run.length, by });
        }
      }
    }
    if (replacements.length === 0) return undefined;
    let text = term;
    for (const { start, end, by } of replacements.reverse()) text = text.slice(0, start) + by + text.slice(end);
    return text;
  }

  /** The same words and phrases joined by OR, when the text is words side by side (at least two). */
  anyWord(term: string, lang: Locale): string | undefined {
    const parts = sideBySide(term, tokenize(term));
    if (!parts || parts.texts.length < 2) return undefined;
    const any = parts.texts.join(` ${OR_WORD[lang]} `);
    return parts.others.length === 0 ? any : `(${any}) ${parts.others.join(' ')}`;
  }

  /** How many judgments a text finds with the query's filters; 0 for a text the search cannot read. */
  private async total(query: Query, fields: 'all' | 'meta', term: string): Promise<number> {
    try {
      return await this.judgments.count(byText({ ...query, term }, fields), query, query.lang);
    } catch (error) {
      if (error instanceof HttpError && error.statusCode === 400) return 0;
      throw error;
    }
  }

  /** A looser text that finds judgments, for a text search that found none; undefined when there is none. */
  async find(query: Query, fields: 'all' | 'meta'): Promise<Static<typeof LooserSearch> | undefined> {
    const textLang = query.textLang ?? query.lang;
    const corrected = await this.corrected(query.term, textLang);
    if (corrected !== undefined) {
      const total = await this.total(query, fields, corrected);
      if (total > 0) return { term: corrected, total, kind: 'spelling' };
    }
    const any = this.anyWord(corrected ?? query.term, query.lang);
    if (any !== undefined) {
      const total = await this.total(query, fields, any);
      if (total > 0) return { term: any, total, kind: 'any-word' };
    }
    return undefined;
  }
}
