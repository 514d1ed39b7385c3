import { describe, expect, it } from 'vitest';
import { corpus, refKey } from './fixture.js';

/** The document server accepts `/public/` paths of safe lowercase segments only. */
const DOCUMENT_PATH = /^\/public\/(?:[a-z0-9][a-z0-9._-]*\/)*[a-z0-9][a-z0-9._-]*\.(?:pdf|jpg|jpeg|png)$/;

describe('referential integrity of the demo corpus', () => {
  const c = corpus();
  const judgments = new Map(c.judgments.map((j) => [refKey(j), j]));

  it('links press releases on judgments to existing judgments, on the day they were delivered', () => {
    const onJudgments = c.pressReleases.filter((p) => p.mediaType === 'pressReleaseForJudgments');
    const general = c.pressReleases.filter((p) => p.mediaType === 'generalPressRelease');
    expect(onJudgments.length).toBeGreaterThan(150);
    expect(general.length).toBeGreaterThan(30);
    for (const p of onJudgments) {
      const j = p.judgment && judgments.get(refKey(p.judgment));
      expect(j, p.id).toBeDefined();
      expect(p.date).toBe(j?.date);
    }
    for (const p of c.pressReleases) {
      for (const lang of ['nl', 'fr', 'de'] as const) {
        expect(p.title[lang]).toBeTruthy();
        expect(p.body[lang]?.length).toBeGreaterThan(100);
        expect(p.pdf[lang]).toMatch(DOCUMENT_PATH);
      }
    }
    expect(c.pressReleases.some((p) => p.archived)).toBe(true);
    expect(c.pressReleases.some((p) => !p.archived)).toBe(true);
    expect(new Set(c.pressReleases.map((p) => p.id)).size).toBe(c.pressReleases.length);
  });

  it('lists for each article of the Constitution exactly the judgments that apply it', () => {
    const table = new Map(c.constitutionArticles.map((a) => [a.article, a]));
    const expected = new Map<string, Set<string>>();
    for (const j of c.judgments) {
      for (const n of j.referenceNorms.filter((x) => x.normId === 'const-1994')) {
        for (const a of n.articles) (expected.get(a) ?? expected.set(a, new Set()).get(a))?.add(refKey(j));
      }
    }
    for (const [article, refs] of expected) {
      const row = table.get(article);
      expect(row, `article ${article} missing from the table`).toBeDefined();
      expect(new Set(row?.judgments.map(refKey))).toEqual(refs);
    }
    for (const a of c.constitutionArticles) {
      for (const lang of ['nl', 'fr', 'de', 'en'] as const) {
        expect(a.title[lang]).toBeTruthy();
        expect(a.text[lang]).toBeTruthy();
      }
      if (!expected.has(a.article)) expect(a.judgments).toEqual([]);
    }
    expect(table.get('10')?.judgments.length).toBeGreaterThan(500);
  });

  it('links every pending case to the lookup table, current ones flagged current', () => {
    const lookup = new Map(c.caseLookup.map((l) => [l.idRole, l]));
    expect(lookup.size).toBe(c.caseLookup.length);
    const current = c.pendingCases.filter((p) => !p.archived);
    const archived = c.pendingCases.filter((p) => p.archived);
    expect(current.length).toBeGreaterThanOrEqual(120);
    expect(current.length).toBeLessThan(140);
    expect(archived.length).toBeGreaterThan(200);
    const rolls = new Set(c.pendingCases.map((p) => p.rollNumber));
    expect(rolls.size).toBe(c.pendingCases.length);
    for (const p of c.pendingCases) {
      const entry = lookup.get(p.rollNumber);
      expect(entry, p.rollNumber).toBeDefined();
      expect(entry?.current).toBe(!p.archived);
      expect(entry?.encinzNl.startsWith('In zake:')).toBe(true);
      expect(entry?.encinzFr.startsWith('En cause :')).toBe(true);
      for (const joined of p.joinedCases) expect(rolls.has(joined)).toBe(true);
      expect(p.subject.nl && p.subject.fr && p.subject.de).toBeTruthy();
      if (p.type === 'QuestionsReferred') {
        expect(p.referralDecision?.date && p.referralDecision.date < p.receiptDate).toBe(true);
        expect(p.questions.nl?.length).toBeGreaterThan(0);
        expect(p.questions.fr?.length).toBe(p.questions.nl?.length);
      } else {
        expect(p.referralDecision).toBeUndefined();
      }
      if (p.archived) {
        const j = p.judgment && judgments.get(refKey(p.judgment));
        expect(j?.rollNumbers).toContain(p.rollNumber);
      } else {
        expect(p.judgment).toBeUndefined();
      }
    }
    expect(current.some((p) => p.joinedCases.length > 0)).toBe(true);
  });

  it('hears and decides only cases that are pending', () => {
    const pending = new Set(c.pendingCases.filter((p) => !p.archived).map((p) => p.rollNumber));
    for (const item of [...c.hearings, ...c.upcomingDecisions]) {
      expect(item.rollNumbers.length).toBeGreaterThan(0);
      for (const r of item.rollNumbers) expect(pending.has(r), r).toBe(true);
      expect(item.subject.nl && item.subject.fr && item.subject.de).toBeTruthy();
    }
    const ids = [...c.hearings, ...c.upcomingDecisions].map((x) => x.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('points CJEU referrals at the judgments that made them and at their follow-up', () => {
    expect(c.cjeuReferrals.length).toBeGreaterThanOrEqual(4);
    const statuses = new Set(c.cjeuReferrals.map((r) => r.cjeuJudgment.status));
    expect(statuses).toEqual(new Set(['delivered', 'not-delivered', 'not-delivered-case-withdrawn']));
    const opinions = new Set(c.cjeuReferrals.map((r) => r.advocateGeneralOpinion.status));
    expect(opinions.has('delivered') && opinions.has('not-available')).toBe(true);
    for (const r of c.cjeuReferrals) {
      const j = judgments.get(refKey(r.judgment));
      expect(j?.outcome).toBe('referral-to-cjeu');
      expect(r.cjeuCaseNumber).toMatch(/^C-\d{3}\/\d{2}$/);
      if (r.followUpJudgment) {
        const f = judgments.get(refKey(r.followUpJudgment));
        expect(f && j && f.date > j.date).toBe(true);
        expect(f?.rollNumbers).toEqual(j?.rollNumbers);
        expect(r.cjeuJudgment.status).toBe('delivered');
      }
      if (r.cjeuJudgment.status === 'delivered') expect(r.cjeuJudgment.date > (j?.date ?? '')).toBe(true);
    }
    expect(c.cjeuReferrals.some((r) => r.followUpJudgment)).toBe(true);
    expect(c.cjeuReferrals.some((r) => !r.officialJournalNotice)).toBe(true);
  });

  it('knows every referring court and every member it names', () => {
    const courts = new Set(c.jurisdictions.map((j) => j.id));
    for (const j of c.judgments) if (j.jurisdictionAQuo) expect(courts.has(j.jurisdictionAQuo.id)).toBe(true);
    for (const p of c.pendingCases)
      if (p.referralDecision) expect(courts.has(p.referralDecision.jurisdiction.id)).toBe(true);
    for (const court of c.jurisdictions) {
      expect(court.name.nl && court.name.fr && court.name.de && court.name.en).toBeTruthy();
    }
    expect(new Set(c.jurisdictions.map((j) => j.area))).toEqual(
      new Set(['civil', 'criminal', 'administrative', 'labour', 'tax', 'commercial', 'family']),
    );
  });

  it('gives publications, job offers and member photos valid document paths', () => {
    const paths = [
      ...c.publications.flatMap((p) => Object.values(p.pdf)),
      ...c.jobOffers.flatMap((j) => Object.values(j.pdf)),
      ...c.members.flatMap((m) => (m.photoPath ? [m.photoPath] : [])),
    ];
    for (const path of paths) expect(path).toMatch(DOCUMENT_PATH);
    for (const m of c.members) if (m.photoPath) expect(m.photoPath).toBe(`/public/members/${m.id}.jpg`);
  });
});

describe('norms shared between judgments', () => {
  it('gives one title to each norm id', () => {
    const titles = new Map<string, string>();
    for (const j of corpus().judgments) {
      for (const n of [...j.reviewedNorms, ...j.referenceNorms]) {
        const title = JSON.stringify(n.title);
        expect(titles.get(n.normId) ?? title, n.normId).toBe(title);
        titles.set(n.normId, title);
      }
    }
  });
});
