import type { JudgmentPlan } from '../plan/types.js';
import type { ReasoningPhrases } from '../phrases/types.js';
import { WORDS } from './fixed.js';
import type { Writer } from './writer.js';

/** Part A of the reasoning: the arguments of the parties, in their order of filing. */

function frameBanks(r: ReasoningPhrases, p: JudgmentPlan) {
  if (p.issue.frame === 'equality') return { claim: r.claimEquality, defence: r.defenceEquality };
  if (p.issue.frame === 'rights') return { claim: r.claimRights, defence: r.defenceRights };
  return { claim: r.claimCompetence, defence: r.defenceCompetence };
}

/** The applicant's grievance, in one paragraph or split into sub-paragraphs. */
function claimant(w: Writer, p: JudgmentPlan): void {
  const r = w.bank.reasoning;
  const banks = frameBanks(r, p);
  const open = w.t(w.pick(r.claimOpen));
  const [c1, c2, c3, c4, c5] = w.rng.sample(banks.claim, 5).map((v) => w.t(v));
  const [s1, s2] = w.rng.sample(r.claimSupport, 2).map((v) => w.t(v));
  if (w.chance(0.85)) {
    const subs = [`${open} ${c1} ${s1}`, `${c2} ${c3}`];
    if (w.chance(0.8)) subs.push(`${c4} ${c5} ${s2}`);
    w.subdivided(subs);
  } else {
    w.numbered(`${open} ${c1} ${c2} ${s1}`);
  }
}

/** The government's answer, preceded by its objection to admissibility when it raises one. */
function government(w: Writer, p: JudgmentPlan, objects: boolean): void {
  const r = w.bank.reasoning;
  const banks = frameBanks(r, p);
  if (objects) w.numbered(w.some(r.defenceAdmissibility, 2));
  const open = w.t(w.pick(r.defenceOpen));
  const [d1, d2, d3, d4, d5] = w.rng.sample(banks.defence, 5).map((v) => w.t(v));
  if (w.chance(0.85)) {
    w.subdivided([`${open} ${d1} ${d2}`, `${d3} ${d4} ${d5}`]);
  } else {
    w.numbered(`${open} ${d1} ${d2} ${d3}`);
  }
  if (w.chance(0.4)) w.numbered(`${w.t(WORDS.intervenerJoins[w.lang])} ${w.some(banks.defence, 2)}`);
}

function reply(w: Writer, p: JudgmentPlan): void {
  const r = w.bank.reasoning;
  const banks = frameBanks(r, p);
  w.numbered(`${w.t(w.pick(r.reply))} ${w.some(banks.claim, 1)} ${w.some(r.claimSupport, 1)}`);
  if (w.chance(0.5)) w.numbered(`${w.t(WORDS.rejoinder[w.lang])} ${w.some(banks.defence, 2)}`);
}

/** What part A raised that part B must answer. */
export interface Raised {
  /** The government objected to admissibility. */
  objects: boolean;
  /** The applicant argued a second plea. */
  secondPlea: boolean;
}

/** Writes part A and tells part B what it has to answer. */
export function writeArguments(w: Writer, p: JudgmentPlan): Raised {
  const r = w.bank.reasoning;
  w.part('A');
  if (p.type !== 'QuestionsReferred' && p.outcome !== 'suspension' && p.outcome !== 'suspension-refused') {
    w.numbered(`${w.t(w.pick(r.interest))} ${w.some(r.claimSupport, 1)}`);
  }
  if (p.outcome === 'discontinuance') {
    w.numbered(`${w.t(w.pick(r.claimOpen))} ${w.some(frameBanks(r, p).claim, 2)}`);
    w.numbered(`${w.t(w.pick(r.defenceOpen))} ${w.some(frameBanks(r, p).defence, 2)}`);
    return { objects: false, secondPlea: false };
  }
  const objects = p.outcome === 'inadmissible' || w.chance(0.3);
  if (p.type === 'SuspensionRequest') {
    claimant(w, p);
    w.numbered(w.some(r.harmClaim, 2));
    government(w, p, false);
    w.numbered(w.some(r.harmDefence, 2));
    return { objects: false, secondPlea: false };
  }
  claimant(w, p);
  government(w, p, objects);
  if (w.chance(0.9)) reply(w, p);
  // A partial annulment upholds one plea and rejects the other, so there are always two.
  const secondPlea = p.type === 'ActionForCancellation' && (p.outcome === 'partial-annulment' || w.chance(0.45));
  if (secondPlea) {
    // A second plea, taken from legal certainty, argued more briefly than the first.
    const banks = frameBanks(r, p);
    w.numbered(`${w.t(WORDS.secondPleaClaim[w.lang])} ${w.some(banks.claim, 2)} ${w.some(r.claimSupport, 1)}`);
    w.numbered(`${w.t(WORDS.secondPleaDefence[w.lang])} ${w.some(banks.defence, 2)}`);
  }
  return { objects, secondPlea };
}
