import type { Localized } from '@court/contract/content-model';
import { PHRASES } from '../phrases/index.js';
import { Rng } from '../prng.js';
import type { CasePlan } from '../plan/types.js';
import { WORDS } from './fixed.js';
import { fill, finish, type TextLang } from './format.js';
import type { Slots } from './slots.js';

/** Texts about a case rather than a judgment: the questions referred and the "in zake / en cause" line. */

const LANGS: readonly TextLang[] = ['nl', 'fr', 'de'];

/** The questions as the referring court worded them, the same variant in every language. */
export function questionTexts(c: CasePlan, slots: Record<TextLang, Slots>): Localized<string[]> {
  if (c.type !== 'QuestionsReferred') return {};
  const rng = new Rng(c.key * 104729 + 7);
  const first = rng.int(0, 1);
  const second = rng.int(0, 1);
  const result: Localized<string[]> = {};
  for (const lang of LANGS) {
    const proc = PHRASES[lang].procedure;
    const frame = c.issue.frame;
    const bank =
      frame === 'equality' ? proc.questionEquality : frame === 'rights' ? proc.questionRights : proc.questionCompetence;
    const texts = [finish(fill(bank[first] ?? '', slots[lang]), lang)];
    if (c.questionCount > 1) texts.push(finish(fill(proc.secondQuestion[second] ?? '', slots[lang]), lang));
    result[lang] = texts.map((t) => t.replace(/^« | »$/g, ''));
  }
  return result;
}

/** "In zake: de prejudiciële vraag over …", "En cause : …": how the court's cause list names a case. */
export function inCase(c: CasePlan, lang: TextLang, slots: Slots): string {
  const kind = c.type === 'QuestionsReferred' ? 'question' : c.type === 'SuspensionRequest' ? 'suspension' : 'action';
  return finish(fill(WORDS.inCase[kind][lang], slots), lang);
}
