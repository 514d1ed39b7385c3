import type { JudgmentPlan } from '../plan/types.js';
import type { Raised } from './arguments.js';
import { WORDS } from './fixed.js';
import { fill } from './format.js';
import type { Writer } from './writer.js';

/** Part B of the reasoning: the court's own paragraphs, B.1 to the conclusion, shaped by the outcome. */

/** The provision quoted, then one sentence on its purpose (history variants 0, 2, 3) and often one on its amendments (1). */
function provision(w: Writer): void {
  const r = w.bank.reasoning;
  const quoted = `${w.t(w.pick(r.provisionIntro))} « Art. ${w.slots.provNr}. ${w.slots.provision} »`;
  const h = r.history;
  const purpose = w.t(h[w.rng.pick([0, 2, 3])] ?? '');
  w.subdivided([quoted, w.chance(0.7) ? `${purpose} ${w.t(h[1] ?? '')}` : purpose]);
}

function margin(w: Writer): void {
  if (w.chance(0.75)) w.numbered(w.some(w.bank.reasoning.margin, 2));
}

function standard(w: Writer, p: JudgmentPlan): void {
  const r = w.bank.reasoning;
  const bank =
    p.issue.frame === 'equality'
      ? r.standardEquality
      : p.issue.frame === 'rights'
        ? r.standardRights
        : r.standardCompetence;
  w.numbered(w.t(w.pick(bank)));
}

function aim(w: Writer): void {
  w.numbered(w.t(w.pick(w.bank.reasoning.aim)));
}

/** The test of the measure against its aim, ending with the issue's own reason; then the court's case law. */
function assessment(w: Writer, p: JudgmentPlan, founded: boolean): void {
  const r = w.bank.reasoning;
  if (p.issue.frame === 'equality') w.numbered(`${w.t(w.pick(r.criterion))} ${w.t(w.pick(r.pertinence))}`);
  const bank = founded ? r.proportionViolation : r.proportionNoViolation;
  const [s1, s2, s3, s4, s5] = w.rng.sample(bank, 5).map((v) => w.t(v));
  const reason = w.t(founded ? '{Violation}' : '{NoViolation}');
  const subs = [`${s1} ${reason}`, `${s2} ${s3}`];
  if (w.chance(0.5)) subs.push(`${s4} ${s5}`);
  if (p.cites.length > 0) subs.push(w.t(w.pick(r.precedent)));
  w.subdivided(subs);
}

/** The conclusion on a plea: the measure's justification, then the plea founded or not. */
function pleaConclusion(w: Writer, founded: boolean): void {
  const r = w.bank.reasoning;
  const justified = (founded ? WORDS.measureNotJustified : WORDS.measureJustified)[w.lang];
  w.numbered(`${w.t(justified)} ${w.t(w.pick(founded ? r.pleaFounded : r.pleaUnfounded))}`);
}

function questionMerits(w: Writer, p: JudgmentPlan, objects: boolean): void {
  const r = w.bank.reasoning;
  const founded = p.outcome === 'violation';
  provision(w);
  if (objects) w.numbered(w.t(w.pick(r.admissibilityAnswer)));
  w.numbered(w.some(r.scope, 2));
  standard(w, p);
  margin(w);
  if (p.questionCount > 1 || w.chance(0.5)) w.numbered(w.some(r.legalCertainty, 2));
  aim(w);
  assessment(w, p, founded);
  w.numbered(w.t(w.pick(founded ? r.conclusionViolation : r.conclusionNoViolation)));
  if (p.questionCount > 1) w.numbered(w.t(WORDS.secondQuestion[w.lang]));
}

function firstPlea(w: Writer): void {
  const ordinal = WORDS.ordinals[w.lang][0] ?? '';
  w.numbered(`${w.t(fill(WORDS.plea[w.lang], { ordinal, refs: '{refs}' }))} ${w.some(w.bank.reasoning.scope, 1)}`);
}

function actionMerits(w: Writer, p: JudgmentPlan, { objects, secondPlea }: Raised): void {
  const r = w.bank.reasoning;
  provision(w);
  w.numbered(
    objects
      ? `${w.t(WORDS.interestAccepted[w.lang])} ${w.t(w.pick(r.admissibilityAnswer))}`
      : w.t(WORDS.interestAccepted[w.lang]),
  );
  const first = p.outcome !== 'dismissal';
  firstPlea(w);
  standard(w, p);
  margin(w);
  aim(w);
  assessment(w, p, first);
  pleaConclusion(w, first);
  if (secondPlea) {
    const ordinal = WORDS.ordinals[w.lang][1] ?? '';
    if (p.outcome === 'annulment') {
      w.numbered(w.t(fill(WORDS.noFurtherPlea[w.lang], { ordinal })));
    } else {
      // The second plea, taken from legal certainty, fails on its own ground, whatever became of the first.
      w.numbered(`${w.t(WORDS.secondPlea[w.lang])} ${w.some(r.scope, 1)}`);
      const certainty = `${w.some(r.legalCertainty, 2)} ${w.t(WORDS.legalCertaintyRespected[w.lang])}`;
      w.numbered(`${certainty} ${w.t(w.pick(r.pleaUnfounded))}`);
    }
  }
  if (p.effectsUntil !== undefined) w.numbered(w.t(w.pick(r.maintainEffects)));
}

function referral(w: Writer, p: JudgmentPlan): void {
  const r = w.bank.reasoning;
  provision(w);
  if (p.type === 'ActionForCancellation') w.numbered(w.t(WORDS.interestAccepted[w.lang]));
  w.numbered(w.some(r.scope, 2));
  standard(w, p);
  margin(w);
  aim(w);
  w.subdivided(r.cjeuDoubt.map((v) => w.t(v)));
}

function suspension(w: Writer, p: JudgmentPlan): void {
  const r = w.bank.reasoning;
  w.numbered(w.t(w.pick(r.suspensionConditions)));
  provision(w);
  if (p.outcome === 'suspension') {
    w.numbered(w.some(r.suspensionHarm, 2));
    standard(w, p);
    w.numbered(`${w.t(w.pick(r.proportionViolation))} ${w.t('{Violation}')}`);
    w.numbered(w.t(WORDS.suspensionMet[w.lang]));
  } else {
    w.numbered(w.t(w.pick(r.suspensionNoHarm)));
    w.numbered(w.t(WORDS.suspensionNotMet[w.lang]));
  }
}

/** Picks the variant that names the earlier judgment when there is one to name. */
function withOrWithoutCites(w: Writer, p: JudgmentPlan, variants: readonly string[]): string {
  return w.t(p.cites.length > 0 ? (variants[0] ?? '') : (variants[1] ?? ''));
}

export function writeReasoning(w: Writer, p: JudgmentPlan, raised: Raised): void {
  const r = w.bank.reasoning;
  w.part('B');
  const question = p.type === 'QuestionsReferred';
  switch (p.outcome) {
    case 'discontinuance':
      w.numbered(w.t(w.pick(r.discontinuance)));
      return;
    case 'suspension':
    case 'suspension-refused':
      suspension(w, p);
      return;
    case 'referral-to-cjeu':
      referral(w, p);
      return;
    case 'inadmissible':
      provision(w);
      w.numbered(w.some(r.scope, 2));
      w.numbered(w.t(w.pick(question ? r.inadmissibleQuestion : r.inadmissibleAction)));
      return;
    case 'moot':
      provision(w);
      w.numbered(w.some(r.scope, 2));
      w.numbered(withOrWithoutCites(w, p, question ? r.mootQuestion : r.mootAction));
      return;
    case 'violation':
    case 'no-violation':
      questionMerits(w, p, raised.objects);
      return;
    default:
      actionMerits(w, p, raised);
  }
}
