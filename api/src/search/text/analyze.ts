import snowball from 'snowball-stemmers';
import { CompoundSplitter, type CompoundLang } from './compounds.js';

/**
 * The one text pipeline of the search, used for the index and for queries alike, on both engines: lower case,
 * accents folded (so `arrêt`, `arret` and `ARRÊT` are one word), split into runs of ASCII letters and digits,
 * each run reduced to its stem with the Snowball stemmer of the text's language. The databases only match the
 * stems they are given, which is what makes SQLite and PostgreSQL answer the same hits.
 */

export type TextLang = 'nl' | 'fr' | 'de' | 'en';

const ALGORITHMS: Record<TextLang, string> = { nl: 'dutch', fr: 'french', de: 'german', en: 'english' };

/** Letters that do not decompose into a base letter and an accent. */
const LIGATURES: Record<string, string> = { ß: 'ss', æ: 'ae', œ: 'oe', ø: 'o', đ: 'd', ł: 'l', þ: 'th' };

/** Folded form of each non-ASCII character met so far (texts use few of them). */
const foldedChars = new Map<string, string>();

function foldChar(char: string): string {
  let folded = foldedChars.get(char);
  if (folded === undefined) {
    folded =
      LIGATURES[char] ??
      char
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .normalize('NFC');
    foldedChars.set(char, folded);
  }
  return folded;
}

/**
 * Lower case without accents; the length may change (ß becomes ss). Character by character through a small
 * table, because normalising whole judgments costs more than the rest of the indexing.
 */
export function fold(text: string): string {
  return text.toLowerCase().replace(/[\u0080-\uffff]/g, foldChar);
}

export const WORD = /[a-z0-9]+/g;

/** The words of a text, folded, in order. */
export function words(text: string): string[] {
  return fold(text).match(WORD) ?? [];
}

/**
 * Stemming the same word again is the common case (a corpus repeats its vocabulary), so stems are remembered;
 * the memory is bounded by forgetting everything once it is full, which costs one slower pass.
 */
const MAX_REMEMBERED = 200_000;

class CachedStemmer {
  private readonly stemmer: { stem(word: string): string };
  private readonly known = new Map<string, string>();

  constructor(algorithm: string) {
    this.stemmer = snowball.newStemmer(algorithm);
  }

  stem(word: string): string {
    let stem = this.known.get(word);
    if (stem === undefined) {
      // Numbers and single letters are kept as they are (article 10, paragraph B).
      stem = word.length < 3 || /^[0-9]/.test(word) ? word : this.stemmer.stem(word);
      if (this.known.size >= MAX_REMEMBERED) this.known.clear();
      this.known.set(word, stem);
    }
    return stem;
  }
}

const stemmers = new Map<TextLang, CachedStemmer>();

function stemmerFor(lang: TextLang): CachedStemmer {
  let stemmer = stemmers.get(lang);
  if (!stemmer) {
    stemmer = new CachedStemmer(ALGORITHMS[lang]);
    stemmers.set(lang, stemmer);
  }
  return stemmer;
}

export function stem(word: string, lang: TextLang): string {
  return stemmerFor(lang).stem(word);
}

/** The stems of a text, in order (positions matter for phrases). */
export function stems(text: string, lang: TextLang): string[] {
  const stemmer = stemmerFor(lang);
  return words(text).map((word) => stemmer.stem(word));
}

const splitters = new Map<CompoundLang, CompoundSplitter>();

/**
 * The stems of the parts of a Dutch or German compound, given as written (folded: ./compounds.ts); undefined
 * otherwise.
 */
export function compoundParts(compound: string, lang: TextLang): string[] | undefined {
  if (lang !== 'nl' && lang !== 'de') return undefined;
  let splitter = splitters.get(lang);
  if (!splitter) {
    const stemmer = stemmerFor(lang);
    const plain = snowball.newStemmer(ALGORITHMS[lang]);
    splitter = new CompoundSplitter(
      lang,
      fold,
      (word) => stemmer.stem(word),
      (word) => plain.stem(word),
    );
    splitters.set(lang, splitter);
  }
  return splitter.parts(compound);
}

/**
 * The stems of a text as the index holds them: each compound followed by its parts, so that the parts find it,
 * alone or as a phrase (`gelijkheid beginsel` in `… gelijkheidsbeginsel gelijk beginsel …`). The parts take
 * positions of their own (neither engine's index can put two words at one place from a text): words after a
 * compound stand that many positions further, which a query with a compound allows for (src/search/compounds.ts).
 */
export function indexStems(text: string, lang: TextLang): string[] {
  const stemmer = stemmerFor(lang);
  const result: string[] = [];
  for (const word of words(text)) {
    result.push(stemmer.stem(word));
    const parts = compoundParts(word, lang);
    if (parts) result.push(...parts);
  }
  return result;
}
