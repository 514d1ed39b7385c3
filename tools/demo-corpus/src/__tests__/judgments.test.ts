import { describe, expect, it } from 'vitest';
import type { JudgmentOutcome, ProceedingType } from '@court/contract/vocabularies';
import { CLASSIFICATION, KEYWORDS } from '../index.js';
import { dayFromIso, isCourtDay } from '../dates.js';
import { corpus, countBy, JUDGMENTS, TODAY_ISO } from './fixture.js';

const OUTCOMES_BY_TYPE: Record<ProceedingType, JudgmentOutcome[]> = {
  QuestionsReferred: ['violation', 'no-violation', 'inadmissible', 'moot', 'referral-to-cjeu'],
  ActionForCancellation: [
    'annulment',
    'partial-annulment',
    'dismissal',
    'inadmissible',
    'moot',
    'discontinuance',
    'referral-to-cjeu',
  ],
  SuspensionRequest: ['suspension', 'suspension-refused', 'discontinuance'],
};

describe('judgments of the demo corpus', () => {
  const { judgments, members } = corpus();

  it('has exactly the requested number, spread from 1985 to today with recent years denser', () => {
    expect(judgments).toHaveLength(JUDGMENTS);
    const perYear = countBy(judgments, (j) => String(j.year));
    for (let y = 1985; y <= 2025; y++) expect(perYear[String(y)], `year ${y}`).toBeGreaterThan(0);
    expect(Object.keys(perYear).every((y) => Number(y) >= 1985 && Number(y) <= 2025)).toBe(true);
    expect(perYear['1986'] ?? 0).toBeLessThan((perYear['2015'] ?? 0) / 2);
    expect(perYear['2024'] ?? 0).toBeGreaterThanOrEqual(perYear['2000'] ?? 0);
  });

  it('numbers judgments 1..n within each year in date order, with unique ECLIs', () => {
    const byYear = new Map<number, typeof judgments>();
    for (const j of judgments) (byYear.get(j.year) ?? byYear.set(j.year, []).get(j.year))?.push(j);
    for (const [year, list] of byYear) {
      const sorted = [...list].sort((a, b) => a.number - b.number);
      sorted.forEach((j, i) => {
        expect(j.number).toBe(i + 1);
        expect(j.date.startsWith(String(year))).toBe(true);
        if (i > 0) expect(j.date >= (sorted[i - 1]?.date ?? '')).toBe(true);
      });
    }
    for (const j of judgments) expect(j.ecli).toBe(`ECLI:BE:GHCC:${j.year}:ARR.${String(j.number).padStart(3, '0')}`);
    expect(new Set(judgments.map((j) => j.ecli)).size).toBe(judgments.length);
  });

  it('delivers judgments on court days up to today, the latest shortly before today', () => {
    for (const j of judgments) {
      expect(isCourtDay(dayFromIso(j.date)), j.date).toBe(true);
      expect(j.date <= TODAY_ISO).toBe(true);
    }
    const latest =
      judgments
        .map((j) => j.date)
        .sort()
        .at(-1) ?? '';
    expect(dayFromIso(TODAY_ISO) - dayFromIso(latest)).toBeLessThanOrEqual(10);
  });

  it('has realistic proportions of proceedings and outcomes that fit them', () => {
    const types = countBy(judgments, (j) => j.type);
    expect((types.QuestionsReferred ?? 0) / JUDGMENTS).toBeGreaterThan(0.45);
    expect((types.ActionForCancellation ?? 0) / JUDGMENTS).toBeGreaterThan(0.3);
    expect((types.SuspensionRequest ?? 0) / JUDGMENTS).toBeGreaterThan(0.01);
    expect((types.SuspensionRequest ?? 0) / JUDGMENTS).toBeLessThan(0.1);
    for (const j of judgments) expect(OUTCOMES_BY_TYPE[j.type]).toContain(j.outcome);
    const outcomes = countBy(judgments, (j) => j.outcome);
    for (const o of Object.values(OUTCOMES_BY_TYPE).flat()) expect(outcomes[o], o).toBeGreaterThan(0);
  });

  it('dates referrals before and publications in the Official Journal after the judgment', () => {
    for (const j of judgments) {
      if (j.type === 'QuestionsReferred') {
        expect(j.jurisdictionAQuo).toBeDefined();
        expect(j.applicantType).toBe('court');
        expect(j.referralDate && j.referralDate < j.date).toBe(true);
      } else {
        expect(j.jurisdictionAQuo).toBeUndefined();
        expect(j.referralDate).toBeUndefined();
        expect(j.applicantType).not.toBe('court');
      }
      if (j.officialJournalDate) {
        expect(j.officialJournalDate > j.date).toBe(true);
        expect(j.officialJournalDate <= TODAY_ISO).toBe(true);
      }
    }
    expect(judgments.filter((j) => j.officialJournalDate).length).toBeGreaterThan(JUDGMENTS * 0.95);
  });

  it('is given by benches of seven or the full court, of judges then in office', () => {
    const byName = new Map(members.map((m) => [m.name, m]));
    const sizes = countBy(judgments, (j) => String(j.judges.length));
    expect((sizes['7'] ?? 0) / JUDGMENTS).toBeGreaterThan(0.8);
    for (const j of judgments) {
      expect(j.judges.length === 7 || j.judges.length >= 10, `${j.ecli} ${j.judges.length}`).toBe(true);
      expect(new Set(j.judges).size).toBe(j.judges.length);
      const presiding = byName.get(j.judges[0] ?? '');
      expect(presiding?.role).toBe('president');
      for (const name of [...j.judges, j.registrar]) {
        const m = byName.get(name);
        expect(m, name).toBeDefined();
        expect(m && m.termStart <= j.date && (!m.termEnd || m.termEnd >= j.date), `${name} at ${j.date}`).toBe(true);
      }
      expect(byName.get(j.registrar)?.role).toBe('registrar');
      const groups = countBy(j.judges, (n) => byName.get(n)?.languageGroup ?? '?');
      expect(Math.abs((groups.nl ?? 0) - (groups.fr ?? 0))).toBeLessThanOrEqual(1);
    }
  });

  it('carries norms, roll numbers, a two-level classification and keywords from the vocabulary', () => {
    const vocabulary = new Map(
      Object.values(KEYWORDS).flatMap((t) => Object.entries(t).map(([l, w]) => [`${l}:${w}`, true])),
    );
    for (const j of judgments) {
      expect(j.reviewedNorms.length).toBeGreaterThan(0);
      expect(j.referenceNorms.length).toBeGreaterThan(0);
      for (const n of [...j.reviewedNorms, ...j.referenceNorms]) {
        expect(n.articles.length).toBeGreaterThan(0);
        expect(n.title.nl && n.title.fr && n.title.de && n.title.en).toBeTruthy();
      }
      expect(j.rollNumbers.length).toBeGreaterThan(0);
      for (const r of j.rollNumbers) expect(r).toMatch(/^\d{1,4}$/);
      const [topic, sub] = j.classification;
      expect(j.classification).toHaveLength(2);
      expect(CLASSIFICATION[topic ?? '']?.children[sub ?? '']).toBeDefined();
      for (const [lang, words] of Object.entries(j.keywords)) {
        expect(words?.length).toBeGreaterThan(2);
        for (const w of words ?? []) expect(vocabulary.has(`${lang}:${w}`), `${lang}:${w}`).toBe(true);
      }
      expect(j.applicant.length).toBeGreaterThan(2);
    }
  });

  it('gives roll numbers to one case each, shared only by a referral to the Court of Justice and its sequel', () => {
    const owners = new Map<string, string[]>();
    for (const j of judgments) for (const r of j.rollNumbers) (owners.get(r) ?? owners.set(r, []).get(r))?.push(j.ecli);
    const shared = [...owners.values()].filter((list) => list.length > 1);
    const referralEclis = new Set(judgments.filter((j) => j.outcome === 'referral-to-cjeu').map((j) => j.ecli));
    for (const list of shared) expect(list.some((e) => referralEclis.has(e))).toBe(true);
    const numbers = judgments.flatMap((j) => j.rollNumbers.map(Number));
    expect(Math.max(...numbers)).toBeGreaterThan(8000);
  });

  it('uses distinct legal topics across the corpus and cites only earlier judgments', () => {
    expect(Object.keys(countBy(judgments, (j) => j.classification[0] ?? '')).length).toBeGreaterThanOrEqual(12);
    const dates = new Map(judgments.map((j) => [`${j.number}/${j.year}`, j.date]));
    let citing = 0;
    for (const j of judgments) {
      if (j.cites.length > 0) citing++;
      for (const c of j.cites) {
        const date = dates.get(`${c.number}/${c.year}`);
        expect(date, `${j.ecli} cites ${c.number}/${c.year}`).toBeDefined();
        expect((date ?? '') < j.date).toBe(true);
      }
    }
    expect(citing / JUDGMENTS).toBeGreaterThan(0.5);
  });
});
