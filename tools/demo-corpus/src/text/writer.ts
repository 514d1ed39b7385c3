import type { JudgmentParagraph } from '@court/contract/content-model';
import type { LanguagePhrases } from '../phrases/types.js';
import { PHRASES } from '../phrases/index.js';
import { Rng } from '../prng.js';
import { fill, finish, type TextLang } from './format.js';
import type { Slots } from './slots.js';

/**
 * Writes one language version of a judgment. Every language version is written by the same code with a generator
 * seeded identically, and the phrase banks are parallel lists: each version therefore picks the same variants and
 * numbers its paragraphs the same way.
 */
export class Writer {
  readonly paragraphs: JudgmentParagraph[] = [];
  readonly bank: LanguagePhrases;
  readonly rng: Rng;
  private section = '';
  private counters = new Map<string, number>();

  constructor(
    readonly lang: TextLang,
    readonly slots: Slots,
    seed: number,
  ) {
    this.bank = PHRASES[lang];
    this.rng = new Rng(seed);
  }

  /** A template with its slots filled; typography is applied once per paragraph, when it is emitted. */
  t(template: string): string {
    return fill(template, this.slots);
  }

  pick(variants: readonly string[]): string {
    return variants[Math.floor(this.rng.next() * variants.length)] ?? '';
  }

  /** `count` distinct variants, filled and joined into running text. */
  some(variants: readonly string[], count: number): string {
    return this.rng
      .sample(variants, count)
      .map((v) => this.t(v))
      .join(' ');
  }

  chance(p: number): boolean {
    return this.rng.chance(p);
  }

  heading(id: string, text: string): void {
    this.paragraphs.push({ id, level: 0, kind: 'heading', text: finish(text, this.lang) });
  }

  /** An unnumbered paragraph of a section (`I.1`, `II.2`) or of the preamble (`P.1`). */
  plain(section: string, text: string): void {
    const n = (this.counters.get(section) ?? 0) + 1;
    this.counters.set(section, n);
    this.paragraphs.push({ id: `${section}.${n}`, level: 1, kind: 'paragraph', text: finish(text, this.lang) });
  }

  /** Opens the A or B part of the reasoning. */
  part(letter: 'A' | 'B'): void {
    this.section = letter;
  }

  /** The next numbered paragraph, `B.7`. */
  numbered(text: string): string {
    const n = (this.counters.get(this.section) ?? 0) + 1;
    this.counters.set(this.section, n);
    const id = `${this.section}.${n}`;
    this.paragraphs.push({ id, level: 1, kind: 'paragraph', text: finish(text, this.lang) });
    return id;
  }

  /** A numbered paragraph split into sub-paragraphs `B.7.1`, `B.7.2`, … */
  subdivided(texts: readonly string[]): void {
    if (texts.length === 1) {
      this.numbered(texts[0] ?? '');
      return;
    }
    const n = (this.counters.get(this.section) ?? 0) + 1;
    this.counters.set(this.section, n);
    texts.forEach((text, i) => {
      this.paragraphs.push({
        id: `${this.section}.${n}.${i + 1}`,
        level: 2,
        kind: 'paragraph',
        text: finish(text, this.lang),
      });
    });
  }

  operative(text: string): void {
    const n = (this.counters.get('D') ?? 0) + 1;
    this.counters.set('D', n);
    this.paragraphs.push({ id: `D.${n}`, level: 1, kind: 'operative', text: finish(text, this.lang) });
  }
}
