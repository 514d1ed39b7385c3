import type { ApplicantType, JurisdictionArea } from '@court/contract/vocabularies';
import type { Legislator } from '../data/norms.js';

/**
 * A legal issue the court decides again and again in varying forms: the norm reviewed, the categories compared,
 * the legislator's aim and the arguments on both sides, written natively in Dutch, French and German.
 *
 * Grammar contract of the fields (the phrase banks rely on it):
 * - `measure`: what the provision does, as the rest of a clause after "in zoverre het" (verb last), "en ce qu'il"
 *   (finite verb) and "insofern er" (verb last); no pronoun that refers back to the provision.
 * - `groups`: the two categories compared, used only after "tussen / entre / zwischen" (German in the dative).
 * - `aim`: an infinitive clause: "de fraude te bestrijden", "lutter contre la fraude", "die Steuerhinterziehung zu
 *   bekämpfen".
 * - `claim`, `defence`: clauses after "dat / que / dass" (German verb last, in indirect speech where natural).
 * - `violation`, `noViolation`, `facts`: whole sentences; `facts` may use `{party}` and `{opponent}`.
 * - `subject`: a noun phrase with its article; in German feminine, neuter or plural, so that it reads the same in the
 *   nominative and the accusative.
 */
export interface IssueText {
  subject: string;
  /** End of a generated statute title: "houdende diverse fiscale bepalingen". */
  tail: string;
  /** The text of the provision, as the judgment quotes it. */
  provision: string;
  measure: string;
  groups?: readonly [string, string];
  aim: string;
  facts: string;
  claim: string;
  defence: string;
  violation: string;
  noViolation: string;
}

export type Frame = 'equality' | 'rights' | 'competence';

export interface Issue {
  id: string;
  topic: string;
  /** Second level of the classification. */
  sub: string;
  frame: Frame;
  /** First year in which the issue can arise (the norm or the court's jurisdiction did not exist before). */
  since: number;
  legislators: readonly Legislator[];
  /** A codified act from the catalogue that preliminary questions mostly concern. */
  code?: string;
  /** Article numbers of the reviewed norm. */
  articles: readonly string[];
  /** Articles of the Constitution invoked. */
  constitution: readonly string[];
  /** Other norms of reference, by catalogue id. */
  treaties?: readonly { id: string; articles: readonly string[] }[];
  /** The EU provision a question to the Court of Justice would concern. */
  eu?: { id: string; article: string };
  keywords: readonly string[];
  applicants: readonly ApplicantType[];
  /** The other side before the referring court when it is a public body (German in the accusative). */
  opponent?: { nl: string; fr: string; de: string };
  /** Whether the other side is the authority that made the norm or a private party, when the topic does not tell. */
  opponentKind?: 'authority' | 'private';
  nl: IssueText;
  fr: IssueText;
  de: IssueText;
  en: { subject: string; measure: string };
}

export interface Topic {
  id: string;
  /** Areas of the courts that refer questions on this topic. */
  areas: readonly JurisdictionArea[];
  /** Relative frequency in the case law. */
  weight: number;
  issues: readonly Issue[];
}
