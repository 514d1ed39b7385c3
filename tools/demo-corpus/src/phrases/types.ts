/**
 * The shape of a language's phrase bank. Every language fills the same keys with lists of the same length, and
 * the text builder draws the same index for every language of a judgment: the versions then say the same thing,
 * each in its own legal register, and carry the same paragraph numbers.
 *
 * Templates use `{slot}` markers (see text/slots.ts); a capitalised marker such as `{Gov}` capitalises the value.
 */

type Variants = readonly string[];

export interface ProcedurePhrases {
  headings: {
    subjectQuestion: string;
    subjectQuestions: string;
    subjectAction: string;
    subjectSuspension: string;
    facts: string;
    law: string;
  };
  /** The bench: `{Court}, samengesteld uit …`. */
  composition: string;
  compositionFull: string;
  /** How the referring court sent the question, and the question that follows. */
  referral: Variants;
  questionEquality: Variants;
  questionRights: Variants;
  questionCompetence: Variants;
  secondQuestion: Variants;
  actionIntro: Variants;
  suspensionIntro: Variants;
  /** Written procedure: memorials, orders, the hearing, the language law. */
  memorials: Variants;
  orderReady: Variants;
  hearing: Variants;
  languageLaw: string;
  /** Facts of the dispute before the referring court. */
  factsOpen: Variants;
  factsReferral: Variants;
  /** Operative part per outcome. `{op}` is the norm under review, `{measure}` its reach. */
  operativeOpen: { question: string; action: string };
  operative: {
    violation: Variants;
    noViolation: Variants;
    annulment: Variants;
    partialAnnulment: Variants;
    restRejected: string;
    dismissal: Variants;
    suspension: Variants;
    suspensionRefused: Variants;
    inadmissibleQuestion: Variants;
    inadmissibleAction: Variants;
    mootQuestion: Variants;
    mootAction: Variants;
    discontinuance: Variants;
    referral: Variants;
    maintainEffects: string;
  };
  /** `Aldus gewezen …` with the languages of the judgment, then the signatures. */
  pronounced: string;
  signatures: string;
}

export interface ReasoningPhrases {
  /** A. The parties' arguments. */
  claimOpen: Variants;
  claimEquality: Variants;
  claimRights: Variants;
  claimCompetence: Variants;
  claimSupport: Variants;
  interest: Variants;
  defenceOpen: Variants;
  defenceEquality: Variants;
  defenceRights: Variants;
  defenceCompetence: Variants;
  defenceAdmissibility: Variants;
  reply: Variants;
  harmClaim: Variants;
  harmDefence: Variants;
  /** B. The court's reasoning. */
  provisionIntro: Variants;
  history: Variants;
  scope: Variants;
  admissibilityAnswer: Variants;
  standardEquality: Variants;
  standardRights: Variants;
  standardCompetence: Variants;
  legalCertainty: Variants;
  aim: Variants;
  margin: Variants;
  criterion: Variants;
  pertinence: Variants;
  precedent: Variants;
  proportionViolation: Variants;
  proportionNoViolation: Variants;
  conclusionViolation: Variants;
  conclusionNoViolation: Variants;
  pleaFounded: Variants;
  pleaUnfounded: Variants;
  maintainEffects: Variants;
  inadmissibleQuestion: Variants;
  inadmissibleAction: Variants;
  mootQuestion: Variants;
  mootAction: Variants;
  discontinuance: Variants;
  cjeuDoubt: Variants;
  cjeuQuestion: Variants;
  suspensionConditions: Variants;
  suspensionHarm: Variants;
  suspensionNoHarm: Variants;
  /** Short summary sentences: subject, then decision. */
  summaryQuestion: Variants;
  summaryAction: Variants;
  summaryOutcome: Record<
    | 'violation'
    | 'no-violation'
    | 'annulment'
    | 'partial-annulment'
    | 'dismissal'
    | 'suspension'
    | 'suspension-refused'
    | 'inadmissible'
    | 'moot'
    | 'discontinuance'
    | 'referral-to-cjeu',
    string
  >;
  headnoteQuestion: string;
  headnoteAction: string;
  headnoteSuspension: string;
}

export interface LanguagePhrases {
  procedure: ProcedurePhrases;
  reasoning: ReasoningPhrases;
}
