import type { JudgmentParagraph } from '@court/contract/content-model';
import type { JudgmentPlan } from '../plan/types.js';
import { writeArguments } from './arguments.js';
import type { TextLang } from './format.js';
import { writeOperative } from './operative.js';
import { writeLawHeading, writePreamble, writeProcedure } from './procedure-section.js';
import { writeReasoning } from './reasoning.js';
import type { Slots } from './slots.js';
import { Writer } from './writer.js';

/** The full text of one language version of a judgment, in the court's numbered paragraphs. */
export function judgmentText(plan: JudgmentPlan, lang: TextLang, slots: Slots): JudgmentParagraph[] {
  const w = new Writer(lang, { ...slots }, plan.seed);
  writePreamble(w, plan);
  writeProcedure(w, plan);
  writeLawHeading(w, plan);
  const raised = writeArguments(w, plan);
  writeReasoning(w, plan, raised);
  writeOperative(w, plan);
  return w.paragraphs;
}
