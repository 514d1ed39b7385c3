import type { Judgment, JudgmentParagraph, Localized, NormReference } from '@court/contract/content-model';
import { publicJurisdiction } from '../data/jurisdictions.js';
import { isoDate } from '../dates.js';
import type { JudgmentPlan, ReferenceNorm, ReviewedNorm } from '../plan/types.js';
import type { TextLang } from '../text/format.js';
import { judgmentText } from '../text/judgment-text.js';
import { englishHeadnote, englishSummary, headnote, keywordIds, keywords, summary } from '../text/metadata.js';
import { judgmentSlots } from '../text/slots.js';

/** Turns a judgment plan into the public judgment: metadata, norms and the full text of each language version. */

export const ecliOf = (year: number, number: number): string =>
  `ECLI:BE:GHCC:${year}:ARR.${String(number).padStart(3, '0')}`;

export function reviewedNormReference(n: ReviewedNorm): NormReference {
  return {
    normId: n.normId,
    kind: n.kind,
    title: { nl: n.forms.nl.title, fr: n.forms.fr.title, de: n.forms.de.title, en: n.en },
    ...(n.date !== undefined ? { date: isoDate(n.date) } : {}),
    articles: [...n.articles],
  };
}

export function referenceNormReference(r: ReferenceNorm): NormReference {
  const { norm } = r;
  return {
    normId: norm.id,
    kind: norm.kind,
    title: { nl: norm.forms.nl.title, fr: norm.forms.fr.title, de: norm.forms.de.title, en: norm.en },
    ...(norm.date ? { date: norm.date } : {}),
    articles: [...r.articles],
  };
}

/** The norms a judgment is reviewed against; a referral adds the EU provision it asks about. */
export const referenceNormsOf = (p: JudgmentPlan): ReferenceNorm[] =>
  p.outcome === 'referral-to-cjeu' ? [...p.references, p.eu] : p.references;

export function toJudgment(p: JudgmentPlan): Judgment {
  const slots = judgmentSlots(p);
  const metaLangs: TextLang[] = p.languages.includes('de') ? ['nl', 'fr', 'de'] : ['nl', 'fr'];
  const ids = keywordIds(p);
  const head: Localized = {};
  const sum: Localized = {};
  const keys: Localized<string[]> = {};
  for (const lang of metaLangs) {
    const s = slots[lang] ?? slots.fr;
    head[lang] = headnote(p, lang, s);
    sum[lang] = summary(p, lang, s);
    keys[lang] = keywords(ids, lang);
  }
  if (p.english) {
    head.en = englishHeadnote(p);
    sum.en = englishSummary(p);
    keys.en = keywords(ids, 'en');
  }
  const text: Localized<JudgmentParagraph[]> = {};
  for (const lang of p.languages) text[lang] = judgmentText(p, lang, slots[lang] ?? slots.fr);
  return {
    year: p.year,
    number: p.number,
    ecli: ecliOf(p.year, p.number),
    date: isoDate(p.day),
    type: p.type,
    outcome: p.outcome,
    headnote: head,
    keywords: keys,
    summary: sum,
    judges: p.bench.judges.map((j) => j.name),
    registrar: p.bench.registrar.name,
    rollNumbers: [...p.rollNumbers],
    reviewedNorms: [reviewedNormReference(p.reviewed)],
    referenceNorms: referenceNormsOf(p).map(referenceNormReference),
    // Listed without its article: "vzw « Leefbaar Gent »", "Gouvernement wallon".
    applicant: p.applicant.names[p.lang].replace(/^(de|het|la|le|les|die|der|das) /, '').replace(/^l'/, ''),
    applicantType: p.applicant.type,
    ...(p.court ? { jurisdictionAQuo: publicJurisdiction(p.court) } : {}),
    ...(p.referralDay !== undefined ? { referralDate: isoDate(p.referralDay) } : {}),
    ...(p.officialJournalDay !== undefined ? { officialJournalDate: isoDate(p.officialJournalDay) } : {}),
    languages: [...p.languages],
    text,
    classification: [p.topic.id, p.issue.sub],
    cites: p.cites.map((c) => ({ ...c })),
  };
}
