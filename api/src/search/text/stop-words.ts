import { deu, eng, fra, nld } from 'stopword';
import { stem, words, type TextLang } from './analyze.js';

/**
 * The stems of each language's function words (de, van, la, und, …), which stand in nearly every text. The index
 * keeps them, since a phrase needs them in place; a phrase is first looked for without them, where the index's
 * lists of them would cost more to read than they narrow (src/search/tsvector-match.ts).
 */
const LISTS: Record<TextLang, readonly string[]> = { nl: nld, fr: fra, de: deu, en: eng };

const stopStems = new Map<TextLang, ReadonlySet<string>>();

/** Whether a stem is one of the language's function words. */
export function stopWordsOf(lang: TextLang): (stem: string) => boolean {
  let set = stopStems.get(lang);
  if (!set) {
    set = new Set(LISTS[lang].flatMap((word) => words(word).map((folded) => stem(folded, lang))));
    stopStems.set(lang, set);
  }
  const stems = set;
  return (stemmed) => stems.has(stemmed);
}
