import { FIRST_NAMES, SURNAMES } from '../data/names.js';
import type { Rng } from '../prng.js';

export type NameLang = 'nl' | 'fr' | 'de';
export type Gender = 'f' | 'm';

/** Hands out fictional full names: unique ones for the court's members, any for parties and lawyers. */
export class NameFactory {
  private readonly used = new Set<string>();

  constructor(private readonly rng: Rng) {}

  next(lang: NameLang, gender: Gender = this.rng.chance(0.45) ? 'f' : 'm'): { name: string; gender: Gender } {
    const firsts = gender === 'f' ? FIRST_NAMES[lang].female : FIRST_NAMES[lang].male;
    for (let attempt = 0; attempt < 200; attempt++) {
      const name = `${this.rng.pick(firsts)} ${this.rng.pick(SURNAMES[lang])}`;
      if (!this.used.has(name)) {
        this.used.add(name);
        return { name, gender };
      }
    }
    // The lists allow well over a thousand combinations per language; reaching this means a list was emptied.
    throw new Error(`No unused ${lang} name left`);
  }

  /** A name that may repeat: parties and lawyers are too many to be unique, and members keep theirs to themselves. */
  any(lang: NameLang, gender: Gender = this.rng.chance(0.45) ? 'f' : 'm'): { name: string; gender: Gender } {
    const firsts = gender === 'f' ? FIRST_NAMES[lang].female : FIRST_NAMES[lang].male;
    for (;;) {
      const name = `${this.rng.pick(firsts)} ${this.rng.pick(SURNAMES[lang])}`;
      if (!this.used.has(name)) return { name, gender };
    }
  }
}

/** URL-safe id of a name: `jean-luc-dubois`. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/ß/g, 'ss')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
