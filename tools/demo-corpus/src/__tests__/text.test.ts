import { describe, expect, it } from 'vitest';
import type { Judgment, JudgmentParagraph } from '@court/contract/content-model';
import { corpus, JUDGMENTS } from './fixture.js';

const MERITS = new Set(['violation', 'no-violation', 'annulment', 'partial-annulment', 'dismissal']);
const numbered = (ps: readonly JudgmentParagraph[]) => ps.filter((p) => /^[AB]\./.test(p.id));
const words = (text: string) => text.split(/\s+/).length;

/** The shape of every paragraph id, with the level and kind that go with it. */
function checkId(p: JudgmentParagraph): void {
  if (p.kind === 'heading') {
    expect(p.id).toMatch(/^(P|I|II|III)$/);
    expect(p.level).toBe(0);
  } else if (p.kind === 'operative') {
    expect(p.id).toMatch(/^D\.\d+$/);
  } else if (/^[AB]\.\d+\.\d+$/.test(p.id)) {
    expect(p.level).toBe(2);
  } else {
    expect(p.id).toMatch(/^(P|I|II|A|B)\.\d+$/);
    expect(p.level).toBe(1);
  }
}

/** A.1, A.2… and B.1, B.2… follow each other; sub-paragraphs B.7.1, B.7.2… too. */
function checkSequence(ps: readonly JudgmentParagraph[], letter: 'A' | 'B'): void {
  const tops: number[] = [];
  const subs = new Map<number, number[]>();
  for (const p of ps) {
    const m = new RegExp(`^${letter}\\.(\\d+)(?:\\.(\\d+))?$`).exec(p.id);
    if (!m) continue;
    const top = Number(m[1]);
    if (tops.at(-1) !== top) tops.push(top);
    if (m[2]) (subs.get(top) ?? subs.set(top, []).get(top))?.push(Number(m[2]));
  }
  expect(tops).toEqual(tops.map((_, i) => i + 1));
  for (const list of subs.values()) expect(list).toEqual(list.map((_, i) => i + 1));
}

describe('full texts of the judgments', () => {
  const { judgments } = corpus();

  it('has text for exactly the language versions that exist, Dutch and French for nearly all', () => {
    for (const j of judgments) {
      expect(Object.keys(j.text).sort()).toEqual([...j.languages].sort());
      expect(j.languages).not.toContain('en');
    }
    const both = judgments.filter((j) => j.languages.includes('nl') && j.languages.includes('fr')).length;
    expect(both / JUDGMENTS).toBeGreaterThan(0.98);
    const german = judgments.filter((j) => j.languages.includes('de')).length / JUDGMENTS;
    expect(german).toBeGreaterThan(0.12);
    expect(german).toBeLessThan(0.28);
  });

  it('has headnote, summary and keywords in Dutch and French, German where a German version exists, English for few', () => {
    let english = 0;
    for (const j of judgments) {
      for (const lang of ['nl', 'fr'] as const) {
        expect(j.headnote[lang]).toBeTruthy();
        expect(j.summary[lang]).toBeTruthy();
        expect(j.keywords[lang]?.length).toBeGreaterThan(0);
      }
      expect(Boolean(j.headnote.de)).toBe(j.languages.includes('de'));
      expect(Boolean(j.keywords.de)).toBe(j.languages.includes('de'));
      const en = Boolean(j.summary.en);
      expect(Boolean(j.headnote.en)).toBe(en);
      expect(Boolean(j.keywords.en)).toBe(en);
      if (en) {
        english++;
        expect(j.year).toBeGreaterThanOrEqual(2017);
      }
    }
    expect(english).toBeGreaterThan(3);
    expect(english / JUDGMENTS).toBeLessThan(0.05);
  });

  it('follows the court structure: preamble, numbered sections, A and B paragraphs, operative part', () => {
    for (const j of judgments) {
      for (const ps of Object.values(j.text) as JudgmentParagraph[][]) {
        ps.forEach(checkId);
        const headings = ps.filter((p) => p.kind === 'heading').map((p) => p.id);
        expect(headings).toEqual(j.type === 'QuestionsReferred' ? ['P', 'I', 'II', 'III'] : ['P', 'I', 'II']);
        expect(new Set(ps.map((p) => p.id)).size).toBe(ps.length);
        checkSequence(ps, 'A');
        checkSequence(ps, 'B');
        expect(ps.at(-1)?.kind).toBe('operative');
        expect(ps.some((p) => p.id === 'A.1') || ps.some((p) => p.id === 'A.1.1')).toBe(true);
        expect(ps.some((p) => p.id === 'B.1') || ps.some((p) => p.id === 'B.1.1')).toBe(true);
      }
    }
  });

  it('numbers the paragraphs the same way in every language version', () => {
    for (const j of judgments) {
      const ids = Object.values(j.text).map((ps) => (ps ?? []).map((p) => p.id).join(' '));
      expect(new Set(ids).size).toBe(1);
    }
  });

  it('writes 15 to 40 numbered paragraphs of readable length for judgments on the merits', () => {
    const all: number[] = [];
    for (const j of judgments) {
      const ps = numbered(j.text.nl ?? j.text.fr ?? []);
      if (MERITS.has(j.outcome)) {
        expect(ps.length, j.ecli).toBeGreaterThanOrEqual(12);
        expect(ps.length, j.ecli).toBeLessThanOrEqual(40);
      } else {
        expect(ps.length, j.ecli).toBeGreaterThanOrEqual(3);
      }
      all.push(...ps.map((p) => words(p.text)));
    }
    const merits = judgments.filter((j) => MERITS.has(j.outcome));
    const mean = merits.reduce((s, j) => s + numbered(j.text.nl ?? j.text.fr ?? []).length, 0) / merits.length;
    expect(mean).toBeGreaterThanOrEqual(15);
    const inRange = all.filter((n) => n >= 20 && n <= 160).length / all.length;
    expect(inRange).toBeGreaterThan(0.95);
  });

  it('uses the localised headings and operative formulas of the court', () => {
    const q = judgments.find(
      (j) => j.type === 'QuestionsReferred' && j.languages.includes('de') && j.year >= 2008,
    ) as Judgment;
    const text = (lang: 'nl' | 'fr' | 'de') => (q.text[lang] ?? []).map((p) => p.text).join('\n');
    expect(text('nl')).toContain('I. Onderwerp van de prejudiciële');
    expect(text('nl')).toContain('III. In rechte');
    expect(text('nl')).toContain('Om die redenen, het Hof');
    expect(text('fr')).toContain('I. Objet de la question préjudicielle');
    expect(text('fr')).toContain('III. En droit');
    expect(text('fr')).toContain('Par ces motifs, la Cour');
    expect(text('de')).toContain('III. Rechtliche Würdigung');
    expect(text('de')).toContain('Aus diesen Gründen: Der Gerichtshof');
    const old = judgments.find((j) => j.year < 2007 && j.text.nl) as Judgment;
    expect(old.text.nl?.[2]?.text).toContain('Arbitragehof');
  });

  it('reads as the court writes: accents, inflected words, no unfilled template', () => {
    const joined = (lang: 'nl' | 'fr' | 'de') =>
      judgments.flatMap((j) => (j.text[lang] ?? []).map((p) => p.text)).join('\n');
    const nl = joined('nl');
    const fr = joined('fr');
    const de = joined('de');
    for (const t of [nl, fr, de]) {
      expect(t).not.toMatch(/undefined|NaN|\{\w+\}/);
      expect(t).not.toMatch(/ {2}| ,|,,/);
    }
    expect(nl).toMatch(/\barrest nr\./);
    expect(nl).toMatch(/\barresten\b/);
    expect(nl).toMatch(/\bbelasting\b/);
    expect(nl).toMatch(/\bbelastingen\b/);
    expect(fr).toMatch(/\barrêt\b/);
    expect(fr).toMatch(/\barrêts\b/);
    expect(fr).toMatch(/é|è|ê|à|ç/);
    expect(fr).not.toMatch(/(?<=[\s(])(de les|de le|que il|que elle|de un|de une) /);
    expect(de).toMatch(/\bUrteil\b/);
    expect(de).toMatch(/\bUrteile\b/);
    expect(de).toMatch(/\bEntscheide\b/);
    expect(de).toMatch(/\bSteuer\b/);
    expect(de).toMatch(/\bSteuern\b/);
    expect(de).toMatch(/ä|ö|ü|ß/);
  });

  it('names the norms reviewed and of reference in the text', () => {
    const j = judgments.find(
      (x) => x.outcome === 'violation' && x.referenceNorms.some((n) => n.normId === 'const-1994'),
    ) as Judgment;
    const nl = (j.text.nl ?? []).map((p) => p.text).join(' ');
    const articles = j.referenceNorms.find((n) => n.normId === 'const-1994')?.articles ?? [];
    expect(nl).toContain(`${articles.length > 1 ? 'de artikelen' : 'artikel'} ${articles[0]}`);
    expect(nl).toContain('van de Grondwet');
    expect(nl).toContain(`Art. ${j.reviewedNorms[0]?.articles[0]}.`);
  });
});
