import fs from 'node:fs';
import { KEYWORDS } from '@court/demo-corpus';
import type { Judgment } from '../../src/domain/model.js';
import { generateCorpus } from '../../src/seed/generate.js';

/**
 * What the corpus itself says about each judgment, as the relevance labels read it: its place in the
 * classification, its keywords (by id, whatever the language), the norms it is reviewed against, how it ends and
 * which language versions it has. Generating the corpus again takes about a minute for 7,000 judgments, so the
 * facts are kept in a file beside the bench database, for the same version of the corpus.
 */
export interface JudgmentFacts {
  /** `{number}/{year}`, as the search answers name a judgment. */
  key: string;
  languages: string[];
  topic: string;
  sub: string;
  keywords: string[];
  /** Articles invoked per norm of reference: `{ 'const-1994': ['10', '11'] }`. */
  references: Record<string, string[]>;
  outcome: Judgment['outcome'];
}

export const judgmentKey = (j: { number: number; year: number }): string => `${j.number}/${j.year}`;

// Judgments carry the Dutch label of each keyword (every judgment has Dutch metadata); the labels are unique.
const KEYWORD_OF_DUTCH_LABEL = new Map(Object.entries(KEYWORDS).map(([id, term]) => [term.nl, id]));

function factsOf(j: Judgment): JudgmentFacts {
  const [topic = '', sub = ''] = j.classification;
  return {
    key: judgmentKey(j),
    languages: [...j.languages],
    topic,
    sub,
    keywords: (j.keywords.nl ?? []).map((label) => KEYWORD_OF_DUTCH_LABEL.get(label) ?? label),
    references: Object.fromEntries(j.referenceNorms.map((n) => [n.normId, [...n.articles]])),
    outcome: j.outcome,
  };
}

export async function loadJudgmentFacts(file: string, judgments: number, version: string): Promise<JudgmentFacts[]> {
  if (fs.existsSync(file)) {
    const kept = JSON.parse(fs.readFileSync(file, 'utf8')) as { version: string; facts: JudgmentFacts[] };
    if (kept.version === version) return kept.facts;
  }
  const corpus = await generateCorpus({ judgments });
  const facts = corpus.judgments.map(factsOf);
  fs.writeFileSync(file, JSON.stringify({ version, facts }));
  return facts;
}
