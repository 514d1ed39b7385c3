import type { JudgmentPlan } from '../plan/types.js';
import { WORDS } from './fixed.js';
import { fill, formatDate } from './format.js';
import type { Writer } from './writer.js';

/** The preamble, section I (subject and procedure) and, for preliminary questions, section II (the facts). */

const kindOf = (p: JudgmentPlan) =>
  p.type === 'QuestionsReferred' ? 'question' : p.type === 'SuspensionRequest' ? 'suspension' : 'action';

export function writePreamble(w: Writer, p: JudgmentPlan): void {
  const lang = w.lang;
  w.heading(
    'P',
    fill(WORDS.judgmentTitle[lang], {
      n: `${p.number}/${p.year}`,
      date: formatDate(p.day, lang),
      own: w.slots.own ?? '',
    }),
  );
  const label = WORDS.rollLabel[lang][p.rollNumbers.length > 1 ? 1 : 0];
  w.plain('P', `${label} ${p.rollNumbers.join(', ')}. ${w.t(WORDS.inCase[kindOf(p)][lang])}`);
  const proc = w.bank.procedure;
  w.plain('P', w.t(p.bench.full ? proc.compositionFull : proc.composition));
}

export function writeProcedure(w: Writer, p: JudgmentPlan): void {
  const proc = w.bank.procedure;
  const kind = kindOf(p);
  const title =
    kind === 'question'
      ? p.questionCount > 1
        ? proc.headings.subjectQuestions
        : proc.headings.subjectQuestion
      : kind === 'action'
        ? proc.headings.subjectAction
        : proc.headings.subjectSuspension;
  w.heading('I', `I. ${title}`);
  if (kind === 'question') {
    const frame = p.issue.frame;
    const questions =
      frame === 'equality' ? proc.questionEquality : frame === 'rights' ? proc.questionRights : proc.questionCompetence;
    w.plain('I', `${w.t(w.pick(proc.referral))} ${w.t(w.pick(questions))}`);
    if (p.questionCount > 1) w.plain('I', w.t(w.pick(proc.secondQuestion)));
  } else {
    w.plain('I', w.t(w.pick(kind === 'action' ? proc.actionIntro : proc.suspensionIntro)));
  }
  if (p.rollNumbers.length > 1) w.plain('I', w.t(WORDS.joined[w.lang]));
  if (p.outcome === 'discontinuance') {
    w.plain('I', w.t(proc.languageLaw));
    return;
  }
  w.plain('I', w.t(w.pick(proc.memorials)));
  const orderVariant = Math.floor(w.rng.next() * proc.orderReady.length);
  w.plain('I', w.t(proc.orderReady[orderVariant] ?? ''));
  // The first order closes the debates without a hearing; the others set a hearing date.
  if (orderVariant > 0) w.plain('I', w.t(w.pick(proc.hearing)));
  w.plain('I', w.t(proc.languageLaw));
  if (kind === 'question') {
    w.heading('II', `II. ${proc.headings.facts}`);
    w.plain('II', w.t(w.pick(proc.factsOpen)));
    w.plain('II', w.t(w.pick(proc.factsReferral)));
  }
}

/** The heading of the reasoning: III for preliminary questions (after the facts), II otherwise. */
export function writeLawHeading(w: Writer, p: JudgmentPlan): void {
  const numeral = p.type === 'QuestionsReferred' ? 'III' : 'II';
  w.heading(numeral, `${numeral}. ${w.bank.procedure.headings.law}`);
}
