import type { Localized } from '@court/contract/content-model';
import type { JudgmentOutcome } from '@court/contract/vocabularies';
import { KEYWORDS, REFERENCE_KEYWORDS } from '../data/keywords.js';
import { DEFENDING_GOVERNMENT } from '../data/norms.js';
import { PHRASES } from '../phrases/index.js';
import { Rng } from '../prng.js';
import type { CasePlan, JudgmentPlan, ReferenceNorm } from '../plan/types.js';
import { fill, finish, formatDate, joinList, type TextLang } from './format.js';
import type { Slots } from './slots.js';

/** Headnote, summary and keywords of a judgment: in each language version, and in English for a few. */

const kindOf = (c: CasePlan) =>
  c.type === 'QuestionsReferred' ? 'question' : c.type === 'SuspensionRequest' ? 'suspension' : 'action';

/** The court's headnote: what was asked or attacked, by whom, and the subject. */
export function headnote(c: CasePlan, lang: TextLang, slots: Slots): string {
  const r = PHRASES[lang].reasoning;
  const kind = kindOf(c);
  const template =
    kind === 'question' ? r.headnoteQuestion : kind === 'action' ? r.headnoteAction : r.headnoteSuspension;
  return finish(fill(template, slots), lang);
}

export function summary(p: JudgmentPlan, lang: TextLang, slots: Slots): string {
  const r = PHRASES[lang].reasoning;
  const rng = new Rng(p.seed ^ 0x2545f491);
  const intro = p.type === 'QuestionsReferred' ? r.summaryQuestion : r.summaryAction;
  const first = intro[Math.floor(rng.next() * intro.length)] ?? '';
  return finish(`${fill(first, slots)} ${fill(r.summaryOutcome[p.outcome], slots)}`, lang);
}

export function keywordIds(p: JudgmentPlan): string[] {
  const ids = new Set<string>(p.issue.keywords);
  for (const ref of p.references) {
    for (const article of ref.articles) {
      const id = REFERENCE_KEYWORDS[`${ref.norm.id}:${article}`];
      if (id) ids.add(id);
    }
  }
  if (p.issue.frame === 'rights') ids.add('fundamental-rights');
  if (p.issue.frame === 'competence') ids.add('division-of-powers');
  const merits: JudgmentOutcome[] = ['violation', 'no-violation', 'annulment', 'partial-annulment', 'dismissal'];
  if (merits.includes(p.outcome)) {
    ids.add('proportionality');
    ids.add('legitimate-aim');
  }
  if (p.questionCount > 1) ids.add('legal-certainty');
  if (p.outcome === 'referral-to-cjeu') ids.add('preliminary-ruling-cjeu');
  if (p.effectsUntil !== undefined) ids.add('maintenance-of-effects');
  if (p.type === 'SuspensionRequest') ids.add('suspension').add('serious-harm');
  if (p.outcome === 'inadmissible') ids.add('admissibility');
  if (p.outcome === 'inadmissible' && p.type === 'ActionForCancellation') ids.add('interest-to-act');
  if (p.outcome === 'discontinuance') ids.add('withdrawal-of-action');
  return [...ids].filter((id) => KEYWORDS[id] !== undefined);
}

export function keywords(ids: readonly string[], lang: keyof Localized): string[] {
  return ids.map((id) => KEYWORDS[id]?.[lang] ?? id);
}

/* English: headnote and summary only, for the judgments the court summarises in English. */

const enArticles = (articles: readonly string[]): string =>
  `${articles.length > 1 ? 'Articles' : 'Article'} ${joinList(articles, 'en')}`;

const enReference = (ref: ReferenceNorm): string => `${enArticles(ref.articles)} of the ${ref.norm.en}`;

function enReferences(refs: readonly ReferenceNorm[]): string {
  const [first, ...rest] = refs;
  if (!first) return '';
  return rest.length === 0
    ? enReference(first)
    : `${enReference(first)}, read in conjunction with ${rest.map(enReference).join(' and with ')}`;
}

function enApplicant(c: CasePlan): string {
  if (c.applicant.type === 'government') {
    const match = Object.values(DEFENDING_GOVERNMENT).find((g) => g.nl === c.applicant.names.nl);
    if (match) return match.en;
  }
  const name = c.applicant.names[c.lang];
  return name.replace(/^(de|het|la|le|die|das|der) /, '').replace(/^l'/, '');
}

const EN_OUTCOME: Record<JudgmentOutcome, string> = {
  violation: 'The Court finds that the provision infringes {refs} in so far as it {measure}.',
  'no-violation': 'The Court finds that the provision does not infringe {refs}.',
  annulment: 'The Court annuls the contested provision.',
  'partial-annulment':
    'The Court annuls the contested provision in so far as it {measure}, and dismisses the remainder of the action.',
  dismissal: 'The Court dismisses the action.',
  suspension: 'The Court suspends the contested provision pending its judgment on the action for annulment.',
  'suspension-refused':
    'The Court rejects the application for suspension, as serious and irreparable harm has not been shown.',
  inadmissible: 'The Court declares the case inadmissible without ruling on the merits.',
  moot: 'The Court finds that the case has become devoid of purpose.',
  discontinuance: 'The Court grants the withdrawal of the action.',
  'referral-to-cjeu':
    'Before ruling, the Court refers a question to the Court of Justice of the European Union on the interpretation of {eu}.',
};

export function englishHeadnote(c: CasePlan): string {
  const provision = `${enArticles(c.reviewed.articles.slice(0, 1))} of the ${c.reviewed.en}`;
  const subject = c.issue.en.subject.charAt(0).toUpperCase() + c.issue.en.subject.slice(1);
  if (c.type === 'QuestionsReferred')
    return `Preliminary question concerning ${provision}, referred by the ${c.court?.name.en ?? 'referring court'}. ${subject}.`;
  const kind = c.type === 'SuspensionRequest' ? 'Application for suspension' : 'Action for annulment';
  return `${kind} of ${provision}, brought by ${enApplicant(c)}. ${subject}.`.replace(/\.\./g, '.');
}

export function englishSummary(p: JudgmentPlan): string {
  const provision = `${enArticles(p.reviewed.articles.slice(0, 1))} of the ${p.reviewed.en}`;
  const refs = enReferences(p.references);
  const intro =
    p.type === 'QuestionsReferred'
      ? `The ${p.court?.name.en ?? 'referring court'} asks whether ${provision} is compatible with ${refs}, in so far as it ${p.issue.en.measure}.`
      : `The case concerns ${p.issue.en.subject} and is directed against ${provision}.`;
  const outcome = fill(EN_OUTCOME[p.outcome], { refs, measure: p.issue.en.measure, eu: enReference(p.eu) });
  return `Judgment no. ${p.number}/${p.year} of ${formatDate(p.day, 'en')}. ${intro} ${outcome}`;
}
