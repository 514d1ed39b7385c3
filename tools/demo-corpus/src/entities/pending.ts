import type { CaseLookup, Localized, PendingCase } from '@court/contract/content-model';
import { publicJurisdiction } from '../data/jurisdictions.js';
import { type Day, isoDate, yearOf } from '../dates.js';
import type { Rng } from '../prng.js';
import { type CaseContext, planCase } from '../plan/cases.js';
import type { CasePlan, JudgmentPlan } from '../plan/types.js';
import { inCase, questionTexts } from '../text/case-texts.js';
import type { TextLang } from '../text/format.js';
import { headnote } from '../text/metadata.js';
import { caseSlots, type Slots } from '../text/slots.js';

/**
 * The court's docket: the cases now pending (received over the last twenty months, not yet decided) and, archived,
 * the cases decided in recent years, each with its entry in the case lookup table.
 */

const CURRENT_ENTRIES = 120;
const ARCHIVE_YEARS = 6;
const LANGS: readonly TextLang[] = ['nl', 'fr', 'de'];

/** Plans the pending cases: enough cases for about 120 roll numbers, received before `today`. */
export function planPendingCases(ctx: CaseContext, rng: Rng, today: Day): CasePlan[] {
  const cases: CasePlan[] = [];
  let entries = 0;
  while (entries < CURRENT_ENTRIES) {
    const type = rng.chance(0.58) ? 'QuestionsReferred' : 'ActionForCancellation';
    const c = planCase(ctx, type, today - rng.int(5, 600));
    cases.push(c);
    entries += c.rollCount;
  }
  return cases;
}

export interface Docketed {
  plan: CasePlan;
  slots: Record<TextLang, Slots>;
  judgment?: JudgmentPlan;
}

function entries(d: Docketed, archived: boolean): PendingCase[] {
  const { plan, slots } = d;
  const subject: Localized = {};
  for (const lang of LANGS) subject[lang] = headnote(plan, lang, slots[lang]);
  const questions = questionTexts(plan, slots);
  return plan.rollNumbers.map((rollNumber, i) => {
    const entry: PendingCase = {
      rollNumber,
      receiptDate: isoDate(plan.rollReceipts[i] ?? plan.receiptDay),
      type: plan.type === 'QuestionsReferred' ? 'QuestionsReferred' : 'ActionForCancellation',
      subject,
      questions,
      joinedCases: plan.rollNumbers.filter((r) => r !== rollNumber),
      processingLanguage: plan.lang,
      archived,
    };
    if (plan.court && plan.referralDay !== undefined) {
      entry.referralDecision = { date: isoDate(plan.referralDay), jurisdiction: publicJurisdiction(plan.court) };
    }
    if (d.judgment) entry.judgment = { year: d.judgment.year, number: d.judgment.number };
    return entry;
  });
}

function lookup(d: Docketed, current: boolean): CaseLookup[] {
  const encinzNl = inCase(d.plan, 'nl', d.slots.nl);
  const encinzFr = inCase(d.plan, 'fr', d.slots.fr);
  return d.plan.rollNumbers.map((idRole) => ({ idRole, current, encinzNl, encinzFr }));
}

export interface Docket {
  pendingCases: PendingCase[];
  caseLookup: CaseLookup[];
  /** The current cases with their texts, for the agenda. */
  current: Docketed[];
}

export function buildDocket(currentPlans: readonly CasePlan[], judgments: readonly JudgmentPlan[], today: Day): Docket {
  const current: Docketed[] = currentPlans.map((plan) => ({ plan, slots: caseSlots(plan, today) }));
  // A case decided twice (a referral to the Court of Justice, then the final judgment) is archived once, under its
  // latest judgment.
  const decided = new Map<number, JudgmentPlan>();
  for (const j of judgments) {
    if (j.type === 'SuspensionRequest' || j.year < yearOf(today) - ARCHIVE_YEARS) continue;
    decided.set(j.key, j);
  }
  const archived: Docketed[] = [...decided.values()].map((j) => ({ plan: j, slots: caseSlots(j, j.day), judgment: j }));
  return {
    pendingCases: [...current.flatMap((d) => entries(d, false)), ...archived.flatMap((d) => entries(d, true))],
    caseLookup: [...current.flatMap((d) => lookup(d, true)), ...archived.flatMap((d) => lookup(d, false))],
    current,
  };
}
