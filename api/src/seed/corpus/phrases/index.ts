import type { TextLang } from '../text/format.js';
import { DE_PROCEDURE } from './de-procedure.js';
import { DE_REASONING } from './de-reasoning.js';
import { FR_PROCEDURE } from './fr-procedure.js';
import { FR_REASONING } from './fr-reasoning.js';
import { NL_PROCEDURE } from './nl-procedure.js';
import { NL_REASONING } from './nl-reasoning.js';
import type { LanguagePhrases } from './types.js';

/** The phrase banks of the three languages in which the court writes its judgments. */
export const PHRASES: Record<TextLang, LanguagePhrases> = {
  nl: { procedure: NL_PROCEDURE, reasoning: NL_REASONING },
  fr: { procedure: FR_PROCEDURE, reasoning: FR_REASONING },
  de: { procedure: DE_PROCEDURE, reasoning: DE_REASONING },
};
