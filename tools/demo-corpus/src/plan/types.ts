import type { JudgmentReference, NormReference } from '@court/contract/content-model';
import type { ApplicantType, JudgmentOutcome, ProceedingType } from '@court/contract/vocabularies';
import type { Bar } from '../data/names.js';
import type { CaseLanguage, Court } from '../data/jurisdictions.js';
import type { CatalogueNorm, Legislator, NormForms, TextLang } from '../data/norms.js';
import type { Day } from '../dates.js';
import type { Gender } from '../people/name-factory.js';
import type { Bench } from '../people/bench.js';
import type { Issue, Topic } from '../topics/types.js';

/** A text in the three languages of the judgments. */
export type Trilingual = Record<TextLang, string>;

export interface ReviewedNorm {
  normId: string;
  kind: NormReference['kind'];
  legislator: Legislator;
  date?: Day;
  /** Publication in the Belgian Official Journal, for the norms an action is brought against. */
  publication?: Day;
  forms: Record<TextLang, NormForms>;
  en: string;
  /** Article numbers concerned; the first is the one the judgment quotes. */
  articles: string[];
}

export interface ReferenceNorm {
  norm: CatalogueNorm;
  articles: string[];
}

export interface Lawyer {
  name: string;
  gender: Gender;
  bar: Bar;
}

/** A case as lodged with the court: what it is about, who brought it, when. */
export interface CasePlan {
  key: number;
  type: ProceedingType;
  lang: CaseLanguage;
  topic: Topic;
  issue: Issue;
  legislator: Legislator;
  reviewed: ReviewedNorm;
  references: ReferenceNorm[];
  /** The EU provision a question to the Court of Justice concerns. */
  eu: ReferenceNorm;
  applicant: { names: Trilingual; type: ApplicantType };
  /** The party before the referring court (questions) or the applicant (actions), as named in the text. */
  party: Trilingual;
  /** The other side; German in the accusative, since it only follows "gegen". */
  opponent: Trilingual;
  intervener: Trilingual;
  lawyers: [Lawyer, Lawyer, Lawyer];
  court?: Court;
  referralDay?: Day;
  receiptDay: Day;
  filingDay: Day;
  questionCount: 1 | 2;
  rollCount: number;
  /** Cause-list numbers of the case and of the cases joined to it, with the day each was received. */
  rollNumbers: string[];
  rollReceipts: Day[];
}

/** A judgment: the case plus the decision, the bench and the procedural dates. */
export interface JudgmentPlan extends CasePlan {
  index: number;
  year: number;
  number: number;
  day: Day;
  outcome: JudgmentOutcome;
  bench: Bench;
  languages: TextLang[];
  english: boolean;
  cites: JudgmentReference[];
  /** Seed of the text generator, the same for every language version. */
  seed: number;
  orderDay: Day;
  hearingDay?: Day;
  closeDay: Day;
  withdrawalDay: Day;
  officialJournalDay?: Day;
  effectsUntil?: Day;
  /** The judgment that referred questions to the Court of Justice, when this one follows its answer. */
  followUpOf?: JudgmentPlan;
  /** A referral whose case was later withdrawn from the Court of Justice. */
  cjeuWithdrawn?: boolean;
}
