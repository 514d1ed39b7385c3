import type { JudgmentPlan } from '../plan/types.js';
import { WORDS } from './fixed.js';
import type { Writer } from './writer.js';

/** The operative part: "Om die redenen, het Hof …", the decision itself, the pronouncement and the signatures. */
export function writeOperative(w: Writer, p: JudgmentPlan): void {
  const proc = w.bank.procedure;
  const op = proc.operative;
  const question = p.type === 'QuestionsReferred' && p.outcome !== 'referral-to-cjeu';
  w.operative(question ? proc.operativeOpen.question : proc.operativeOpen.action);
  const second = (): void => {
    if (p.questionCount > 1) w.operative(WORDS.secondAnswer[w.lang]);
  };
  switch (p.outcome) {
    case 'violation':
      w.operative(w.t(w.pick(op.violation)));
      second();
      break;
    case 'no-violation':
      w.operative(w.t(w.pick(op.noViolation)));
      second();
      break;
    case 'annulment':
      w.operative(w.t(w.pick(op.annulment)));
      if (p.effectsUntil !== undefined) w.operative(w.t(op.maintainEffects));
      break;
    case 'partial-annulment':
      w.operative(w.t(w.pick(op.partialAnnulment)));
      if (p.effectsUntil !== undefined) w.operative(w.t(op.maintainEffects));
      w.operative(op.restRejected);
      break;
    case 'dismissal':
      w.operative(w.t(w.pick(op.dismissal)));
      break;
    case 'suspension':
      w.operative(w.t(w.pick(op.suspension)));
      break;
    case 'suspension-refused':
      w.operative(w.t(w.pick(op.suspensionRefused)));
      break;
    case 'inadmissible':
      w.operative(w.t(w.pick(question ? op.inadmissibleQuestion : op.inadmissibleAction)));
      break;
    case 'moot':
      w.operative(w.t(w.pick(question ? op.mootQuestion : op.mootAction)));
      break;
    case 'discontinuance':
      w.operative(w.t(w.pick(op.discontinuance)));
      break;
    case 'referral-to-cjeu':
      w.slots.cjeuQ = w.t(w.pick(w.bank.reasoning.cjeuQuestion));
      w.operative(w.t(w.pick(op.referral)));
      break;
  }
  w.operative(w.t(proc.pronounced));
  w.operative(w.t(proc.signatures));
}
