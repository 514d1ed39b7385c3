import type { JudgmentReference } from '@court/contract/content-model';
import type { JudgmentOutcome, ProceedingType } from '@court/contract/vocabularies';
import { type Day, addMonths, dayFromYmd, nextCourtDay, previousCourtDay, yearOf } from '../dates.js';
import { hashString, type Rng } from '../prng.js';
import type { Roster } from '../people/bench.js';
import type { TextLang } from '../text/format.js';
import type { Slot } from './calendar.js';
import { type CaseContext, planCase } from './cases.js';
import type { CasePlan, JudgmentPlan } from './types.js';

/** Plans every judgment: the case it closes, its outcome, bench, language versions, procedural dates and citations. */

export interface JudgmentContext extends CaseContext {
  roster: Roster;
  today: Day;
  seed: number;
}

const TYPE_WEIGHTS: Record<ProceedingType, number> = {
  QuestionsReferred: 55,
  ActionForCancellation: 41,
  SuspensionRequest: 4,
};

const OUTCOME_WEIGHTS: Record<ProceedingType, Partial<Record<JudgmentOutcome, number>>> = {
  QuestionsReferred: { violation: 31, 'no-violation': 53, inadmissible: 9, moot: 6 },
  ActionForCancellation: {
    annulment: 17,
    'partial-annulment': 20,
    dismissal: 47,
    inadmissible: 8,
    moot: 4,
    discontinuance: 4,
  },
  SuspensionRequest: { suspension: 22, 'suspension-refused': 70, discontinuance: 8 },
};

const IMPORTANT = new Set<JudgmentOutcome>([
  'violation',
  'annulment',
  'partial-annulment',
  'suspension',
  'referral-to-cjeu',
]);

export const isImportant = (p: JudgmentPlan): boolean => p.bench.full || p.english || IMPORTANT.has(p.outcome);

/**
 * Judgments that ask the Court of Justice a question: about one in a hundred, one of them recent. The corpus places
 * them after the Treaty of Lisbon, whose Charter and Treaty articles the questions cite.
 */
function chooseReferrals(rng: Rng, slots: readonly Slot[], today: Day): Map<number, 'withdrawn' | 'normal'> {
  const eligible = slots.map((s, i) => ({ s, i })).filter(({ s }) => s.year >= 2010);
  const count = Math.min(eligible.length, Math.max(4, Math.round(eligible.length * 0.015)));
  const chosen = rng.sample(eligible, count).map(({ i }) => i);
  // One referral is recent enough that its notice has not yet appeared in the Official Journal of the EU.
  const recent = eligible.filter(({ s }) => s.day >= today - 75);
  if (recent.length > 0 && !chosen.some((i) => (slots[i]?.day ?? 0) >= today - 75)) chosen.push(rng.pick(recent).i);
  chosen.sort((a, b) => a - b);
  const result = new Map<number, 'withdrawn' | 'normal'>(chosen.map((i) => [i, 'normal']));
  const old = chosen.filter((i) => (slots[i]?.day ?? today) < today - 3 * 365);
  if (old.length >= 2) result.set(old[1] as number, 'withdrawn');
  return result;
}

function germanShare(year: number): number {
  if (year < 1990) return 0.03;
  if (year < 2000) return 0.08;
  if (year < 2010) return 0.13;
  return 0.17;
}

function languagesOf(rng: Rng, c: CasePlan, year: number, important: boolean): TextLang[] {
  if (year < 1990 && c.lang !== 'de' && rng.chance(0.03)) return [c.lang];
  const langs: TextLang[] = ['nl', 'fr'];
  if (c.lang === 'de' || rng.chance(germanShare(year) + (important ? 0.05 : 0))) langs.push('de');
  return langs;
}

function pickCites(
  rng: Rng,
  plan: JudgmentPlan,
  byIssue: Map<string, JudgmentPlan[]>,
  byTopic: Map<string, JudgmentPlan[]>,
): JudgmentReference[] {
  const count = Number(rng.weighted({ '0': 20, '1': 30, '2': 25, '3': 15, '4': 10 }));
  // The lists are in delivery order: the judgments of earlier days are a prefix; the last thirty are enough.
  const earlier = (list: JudgmentPlan[] | undefined): JudgmentPlan[] => {
    const all = list ?? [];
    let end = all.length;
    while (end > 0 && (all[end - 1] as JudgmentPlan).day >= plan.day) end--;
    return all.slice(Math.max(0, end - 30), end);
  };
  const sameIssue = earlier(byIssue.get(plan.issue.id));
  const sameTopic = earlier(byTopic.get(plan.topic.id)).filter((p) => p.issue !== plan.issue);
  const picked = new Set<JudgmentPlan>();
  if (plan.outcome === 'moot') {
    const annulled = sameIssue.filter((p) => p.outcome === 'annulment' || p.outcome === 'violation');
    if (annulled.length > 0) picked.add(rng.pick(annulled));
  }
  if (plan.followUpOf) picked.add(plan.followUpOf);
  for (const p of rng.sample(sameIssue, count)) if (picked.size < count) picked.add(p);
  for (const p of rng.sample(sameTopic, count)) if (picked.size < count) picked.add(p);
  return [...picked].sort((a, b) => a.day - b.day).map((p) => ({ year: p.year, number: p.number }));
}

function procedureDays(rng: Rng, plan: Pick<JudgmentPlan, 'receiptDay' | 'day'>) {
  const span = Math.max(plan.day - plan.receiptDay, 30);
  const orderDay = previousCourtDay(plan.receiptDay + Math.floor(span * (0.55 + rng.next() * 0.2)));
  const gap = plan.day - orderDay;
  return {
    orderDay,
    closeDay: nextCourtDay(orderDay + Math.min(21, Math.max(7, Math.floor(gap / 3)))),
    hearingDay: nextCourtDay(orderDay + Math.max(10, Math.floor(gap * 0.4))),
    withdrawalDay: plan.day - rng.int(Math.min(20, Math.floor(span / 3)), Math.max(21, Math.floor(span / 2))),
  };
}

/** The case part of a judgment plan, for a later judgment in the same case. */
function caseOf(p: JudgmentPlan): CasePlan {
  const {
    key,
    type,
    lang,
    topic,
    issue,
    legislator,
    reviewed,
    references,
    eu,
    applicant,
    party,
    opponent,
    intervener,
  } = p;
  const { lawyers, court, referralDay, receiptDay, filingDay, questionCount, rollCount, rollNumbers, rollReceipts } = p;
  return {
    key,
    type,
    lang,
    topic,
    issue,
    legislator,
    reviewed,
    references,
    eu,
    applicant,
    party,
    opponent,
    intervener,
    lawyers,
    ...(court ? { court } : {}),
    ...(referralDay !== undefined ? { referralDay } : {}),
    receiptDay,
    filingDay,
    questionCount,
    rollCount,
    rollNumbers,
    rollReceipts,
  };
}

export function planJudgments(ctx: JudgmentContext, slots: readonly Slot[]): JudgmentPlan[] {
  const { rng, today } = ctx;
  const referrals = chooseReferrals(rng.fork('referrals'), slots, today);
  const plans: JudgmentPlan[] = [];
  const byIssue = new Map<string, JudgmentPlan[]>();
  const byTopic = new Map<string, JudgmentPlan[]>();
  const followUps: { target: Day; of: JudgmentPlan }[] = [];

  slots.forEach((slot, index) => {
    const waiting = followUps[0];
    const follow = waiting && waiting.target <= slot.day && !referrals.has(index) ? followUps.shift() : undefined;
    let base: CasePlan;
    let outcome: JudgmentOutcome;
    if (follow) {
      base = caseOf(follow.of);
      outcome =
        base.type === 'QuestionsReferred'
          ? rng.pick(['violation', 'no-violation'] as const)
          : rng.pick(['annulment', 'dismissal'] as const);
    } else {
      const referral = referrals.has(index);
      const type = referral
        ? rng.chance(0.7)
          ? 'QuestionsReferred'
          : 'ActionForCancellation'
        : rng.weighted(TYPE_WEIGHTS);
      const months =
        type === 'SuspensionRequest'
          ? 0
          : rng.int(type === 'QuestionsReferred' ? 10 : 9, type === 'QuestionsReferred' ? 22 : 18);
      const receipt = type === 'SuspensionRequest' ? slot.day - rng.int(45, 95) : addMonths(slot.day, -months);
      base = planCase(ctx, type, receipt);
      outcome = referral ? 'referral-to-cjeu' : rng.weighted(OUTCOME_WEIGHTS[type] as Record<JudgmentOutcome, number>);
    }
    const year = slot.year;
    const full = rng.chance(0.07);
    const english = year >= yearOf(today) - 8 && (full || IMPORTANT.has(outcome)) && rng.chance(0.14);
    const languages = languagesOf(rng, base, year, full || IMPORTANT.has(outcome));
    const officialJournalDay = slot.day + rng.int(20, 75);
    const annulled = outcome === 'annulment' || outcome === 'partial-annulment';
    const plan: JudgmentPlan = {
      ...base,
      index,
      year,
      number: slot.number,
      day: slot.day,
      outcome,
      bench: ctx.roster.bench(rng, slot.day, base.lang, full),
      languages,
      english,
      cites: [],
      seed: hashString(`${ctx.seed}:${year}:${slot.number}`),
      ...procedureDays(rng, { receiptDay: base.receiptDay, day: slot.day }),
      ...(officialJournalDay <= today ? { officialJournalDay } : {}),
      ...(annulled && rng.chance(0.3) ? { effectsUntil: dayFromYmd(year + 1, 12, 31) } : {}),
      ...(follow ? { followUpOf: follow.of } : {}),
      ...(referrals.get(index) === 'withdrawn' ? { cjeuWithdrawn: true } : {}),
    };
    plan.cites = pickCites(rng, plan, byIssue, byTopic);
    if (outcome === 'referral-to-cjeu' && referrals.get(index) !== 'withdrawn') {
      const target = addMonths(slot.day, rng.int(18, 30));
      if (target <= today) followUps.push({ target, of: plan });
      followUps.sort((a, b) => a.target - b.target);
    }
    plans.push(plan);
    (byIssue.get(plan.issue.id) ?? byIssue.set(plan.issue.id, []).get(plan.issue.id))?.push(plan);
    (byTopic.get(plan.topic.id) ?? byTopic.set(plan.topic.id, []).get(plan.topic.id))?.push(plan);
  });
  return plans;
}
