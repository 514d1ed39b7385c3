import type { TextLang } from '../text/format.js';
import deProcedure from './de/procedure.json' with { type: 'json' };
import deReasoning from './de/reasoning.json' with { type: 'json' };
import frProcedure from './fr/procedure.json' with { type: 'json' };
import frReasoning from './fr/reasoning.json' with { type: 'json' };
import nlProcedure from './nl/procedure.json' with { type: 'json' };
import nlReasoning from './nl/reasoning.json' with { type: 'json' };
import type { LanguagePhrases, ProcedurePhrases, ReasoningPhrases } from './types.js';

/**
 * The phrase banks of the three languages in which the court writes its judgments, one data file per language and
 * part (`phrases/{lang}/procedure.json`, `phrases/{lang}/reasoning.json`); `satisfies` holds each file to the
 * shape of types.ts. Each bank: the headings, the procedural formulas and the operative part (procedure); the
 * parties' arguments (A), the court's reasoning (B), summaries and headnotes (reasoning).
 */
export const PHRASES: Record<TextLang, LanguagePhrases> = {
  nl: { procedure: nlProcedure satisfies ProcedurePhrases, reasoning: nlReasoning satisfies ReasoningPhrases },
  fr: { procedure: frProcedure satisfies ProcedurePhrases, reasoning: frReasoning satisfies ReasoningPhrases },
  de: { procedure: deProcedure satisfies ProcedurePhrases, reasoning: deReasoning satisfies ReasoningPhrases },
};
