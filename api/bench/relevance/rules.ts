import type { JudgmentFacts } from './judgment-facts.js';

/**
 * The vocabulary the relevance labels are written in: conditions on a judgment's own metadata, and the grade a
 * query gives a judgment from two of them.
 */
export type Condition = (j: JudgmentFacts) => boolean;
export type Grade = 0 | 1 | 2;
export type Grader = (j: JudgmentFacts) => Grade;

/** The judgment's subject in the classification: a topic (`tax`) or a sub-topic (`inheritance-tax`). */
export const subject =
  (id: string): Condition =>
  (j) =>
    j.topic === id || j.sub === id;

/** One of the judgment's keywords, by its id in the corpus's vocabulary (`right-to-property`). */
export const keyword =
  (id: string): Condition =>
  (j) =>
    j.keywords.includes(id);

/** The judgment reviews against this article of a norm of reference (`invokes('const-1994', '23')`). */
export const invokes =
  (normId: string, article: string): Condition =>
  (j) =>
    j.references[normId]?.includes(article) ?? false;

/**
 * The Court ruled on the substance. A judgment that ends on admissibility, a case become moot, a withdrawal, a
 * suspension or a question to the Court of Justice names the topic in its headnote and in the parties' arguments,
 * but holds no reasoning of the Court on it: a lawyer looking for the case law on a topic wants it less.
 */
export const onTheMerits: Condition = (j) =>
  ['violation', 'no-violation', 'annulment', 'partial-annulment', 'dismissal'].includes(j.outcome);

export const allOf =
  (...conditions: Condition[]): Condition =>
  (j) =>
    conditions.every((c) => c(j));

export const anyOf =
  (...conditions: Condition[]): Condition =>
  (j) =>
    conditions.some((c) => c(j));

export const not =
  (condition: Condition): Condition =>
  (j) =>
    !condition(j);

/** 2 for the judgments the query is about, 1 for those that touch it, 0 for the rest. */
export const graded =
  (main: Condition, touches: Condition = () => false): Grader =>
  (j) =>
    main(j) ? 2 : touches(j) ? 1 : 0;

/**
 * The usual grading of a topic: 2 when the Court ruled on the merits of a judgment about it, 1 when the judgment
 * is about it but ends without that reasoning, or only touches it (`touches`).
 */
export const caseLawOn = (about: Condition, touches: Condition = () => false): Grader =>
  graded(allOf(about, onTheMerits), anyOf(about, touches));
