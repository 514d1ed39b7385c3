import { HttpError } from '../../errors.js';
import { fold, stem, WORD, type TextLang } from '../text/analyze.js';

/**
 * The search syntax: words are combined with AND; `"…"` is a phrase (its words adjacent, in order); a leading `-`
 * excludes a word or a phrase; a trailing `*` makes a word a prefix. Words go through the same pipeline as the
 * index, so each clause is a sequence of stems; a word the pipeline splits (`non-discrimination`) is a phrase.
 */

export interface QueryToken {
  stem: string;
  prefix: boolean;
}

export interface QueryClause {
  tokens: QueryToken[];
  exclude: boolean;
}

export interface ParsedQuery {
  include: QueryClause[];
  exclude: QueryClause[];
}

const MAX_CLAUSES = 16;
const MIN_PREFIX = 2;

export const invalidQuery = (message: string) => new HttpError(400, 'invalid-query', message);

/** A prefix is matched against stems: the stem of the typed start when it is a start of it, else the start itself. */
function prefixStem(word: string, lang: TextLang): string {
  const stemmed = stem(word, lang);
  return word.startsWith(stemmed) && stemmed.length >= MIN_PREFIX ? stemmed : word;
}

function clause(text: string, lang: TextLang, exclude: boolean, prefix: boolean): QueryClause | undefined {
  const words = fold(text).match(WORD) ?? [];
  if (words.length === 0) return undefined;
  const tokens = words.map((word, index) => {
    const isPrefix = prefix && index === words.length - 1;
    if (isPrefix && word.length < MIN_PREFIX) {
      throw invalidQuery(`A prefix needs at least ${MIN_PREFIX} letters: ${text}*`);
    }
    return { stem: isPrefix ? prefixStem(word, lang) : stem(word, lang), prefix: isPrefix };
  });
  return { tokens, exclude };
}

/** Reads a search text; refuses one that has nothing to look for. */
export function parseQuery(term: string, lang: TextLang): ParsedQuery {
  const clauses: QueryClause[] = [];
  // A phrase in quotes (an unclosed one runs to the end), or a run of other characters; either may start with -.
  const pattern = /(-?)"([^"]*)"?(\*?)|(-?)([^\s"]+)/g;
  for (const match of term.matchAll(pattern)) {
    const [, phraseMinus, phrase, phraseStar, wordMinus, word] = match;
    const parsed =
      phrase !== undefined
        ? clause(phrase, lang, phraseMinus === '-', phraseStar === '*')
        : clause(word ?? '', lang, wordMinus === '-', (word ?? '').endsWith('*'));
    if (parsed) clauses.push(parsed);
  }
  if (clauses.length > MAX_CLAUSES) throw invalidQuery(`At most ${MAX_CLAUSES} words or phrases`);
  const include = clauses.filter((c) => !c.exclude);
  if (include.length === 0) throw invalidQuery('The search needs at least one word to find');
  return { include, exclude: clauses.filter((c) => c.exclude) };
}
