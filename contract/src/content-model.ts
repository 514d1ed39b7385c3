/**
 * The content model of the court website: the court's content items as the demo corpus generator produces them,
 * the API's storage keeps them and the API answers from them. Types only; nothing here exists at run time.
 * Dates are ISO 8601 strings (`2025-03-27`), date-times carry the court's offset (`2025-03-27T14:00:00+01:00`).
 */

import type {
  ApplicantType,
  JudgmentOutcome,
  JurisdictionArea,
  MediaType,
  MemberRole,
  NormKind,
  ProceedingType,
  PublicationKind,
} from './vocabularies.js';

export type Locale = 'nl' | 'fr' | 'de' | 'en';

/** A text in the languages it exists in; the court works in Dutch and French, German often, English rarely. */
export type Localized<T = string> = Partial<Record<Locale, T>>;

/** A court that referred preliminary questions (the jurisdiction a quo). */
export interface JurisdictionAQuo {
  id: string;
  name: Localized;
  area: JurisdictionArea;
}

/** A statute or other norm, cited as reviewed (controlled standard) or as a norm of reference. */
export interface NormReference {
  /** Stable id of the norm, e.g. `const-1994`, `echr`, `law-1980-12-15`. */
  normId: string;
  kind: NormKind;
  title: Localized;
  /** Date of the norm when it has one (laws, decrees). */
  date?: string;
  /** Article numbers concerned, as written (`10`, `11`, `9bis`, `1675/13`). */
  articles: string[];
}

/** One numbered paragraph of a judgment's text, e.g. id `B.7.3`. */
export interface JudgmentParagraph {
  /** The court's own number: `A.1`, `A.2.1`, `B.1`, `B.7.3`; section headings have a roman numeral id (`I`, `II`). */
  id: string;
  /** Nesting depth: 0 for section headings, 1 for `B.7`, 2 for `B.7.3`. */
  level: number;
  kind: 'heading' | 'paragraph' | 'operative';
  text: string;
}

export interface JudgmentReference {
  year: number;
  number: number;
}

export interface Judgment {
  year: number;
  /** Number within the year: judgment 61/2025 has number 61. */
  number: number;
  /** `ECLI:BE:GHCC:{year}:ARR.{NNN}`. */
  ecli: string;
  date: string;
  type: ProceedingType;
  outcome: JudgmentOutcome;
  /** Short description of the subject (the court's headnote), per language. */
  headnote: Localized;
  keywords: Localized<string[]>;
  /** Summary; English exists for few judgments. */
  summary: Localized;
  /** Judges who sat, the presiding judge first; and the registrar. */
  judges: string[];
  registrar: string;
  /** Roll numbers of the cases joined in the judgment (e.g. `8123`, `8124`). */
  rollNumbers: string[];
  reviewedNorms: NormReference[];
  referenceNorms: NormReference[];
  applicant: string;
  applicantType: ApplicantType;
  /** For preliminary questions: the referring court and the date of its referral decision. */
  jurisdictionAQuo?: JurisdictionAQuo;
  referralDate?: string;
  /** Date of publication in the Belgian Official Journal (Moniteur belge / Belgisch Staatsblad). */
  officialJournalDate?: string;
  /** Language versions that exist (Dutch and French always since 1985 for most; German for some). */
  languages: Locale[];
  /** Full text per language, in numbered paragraphs. */
  text: Localized<JudgmentParagraph[]>;
  /** Hierarchical classification used by the table of contents search, e.g. `['tax', 'income-tax']`. */
  classification: string[];
  /** Earlier judgments this one cites. */
  cites: JudgmentReference[];
}

export interface PendingCase {
  rollNumber: string;
  receiptDate: string;
  type: 'ActionForCancellation' | 'QuestionsReferred';
  /** Subject of the case per language. */
  subject: Localized;
  /** For preliminary questions: the referral decision (court and date). */
  referralDecision?: { date: string; jurisdiction: JurisdictionAQuo };
  /** The questions referred, per language (preliminary questions only). */
  questions: Localized<string[]>;
  joinedCases: string[];
  processingLanguage: 'nl' | 'fr' | 'de';
  archived: boolean;
  /** Set once the case is decided. */
  judgment?: JudgmentReference;
}

export interface PublicHearing {
  id: string;
  /** Date-time of the hearing, with the court's offset. */
  date: string;
  /** Cause-list (roll) numbers heard. */
  rollNumbers: string[];
  subject: Localized;
}

export interface UpcomingDecision {
  id: string;
  /** Date-time at which the judgment will be delivered. */
  date: string;
  rollNumbers: string[];
  subject: Localized;
}

export interface Member {
  /** URL-safe id, used at `/court/presentation/members/{id}`. */
  id: string;
  name: string;
  role: MemberRole;
  /** Linguistic group of judges and presidents. */
  languageGroup?: 'nl' | 'fr';
  termStart: string;
  termEnd?: string;
  died?: string;
  /** Path of the photo on the document server, e.g. `/public/members/jane-doe.jpg`. */
  photoPath?: string;
  biography: Localized;
}

export interface PressRelease {
  id: string;
  mediaType: MediaType;
  date: string;
  title: Localized;
  body: Localized;
  judgment?: JudgmentReference;
  /** PDF per language on the document server. */
  pdf: Localized;
  archived: boolean;
}

export interface Publication {
  id: string;
  kind: PublicationKind;
  date: string;
  title: Localized;
  description: Localized;
  pdf: Localized;
}

export interface JobOffer {
  id: string;
  title: Localized;
  description: Localized;
  publishedOn: string;
  deadline: string;
  pdf: Localized;
}

export interface ConstitutionArticle {
  /** Article number as written in the Constitution (`10`, `11`, `23`, `170`). */
  article: string;
  title: Localized;
  text: Localized;
  /** Judgments that apply the article. */
  judgments: JudgmentReference[];
}

/** A preliminary question this court put to the Court of Justice of the European Union. */
export interface CjeuReferral {
  id: string;
  /** This court's judgment that made the referral. */
  judgment: JudgmentReference;
  cjeuCaseNumber: string;
  subject: Localized;
  /** Official Journal of the EU notice of the case; absent when not (yet) available. */
  officialJournalNotice?: { url: string; date: string };
  advocateGeneralOpinion:
    { status: 'delivered'; url: string; date: string } | { status: 'not-available' } | { status: 'not-published' };
  cjeuJudgment:
    | { status: 'delivered'; url: string; date: string; ecli: string }
    | { status: 'not-delivered' }
    | { status: 'not-delivered-case-withdrawn' };
  /** This court's judgment after the answer of the Court of Justice, when delivered. */
  followUpJudgment?: JudgmentReference;
}

/** The case lookup table behind roll-number checks (spec: `id_role`, current-situation flag, `encinz_*`). */
export interface CaseLookup {
  idRole: string;
  current: boolean;
  encinzNl: string;
  encinzFr: string;
}

/** Everything the demo corpus generator produces, in one value. */
export interface Corpus {
  judgments: Judgment[];
  pendingCases: PendingCase[];
  hearings: PublicHearing[];
  upcomingDecisions: UpcomingDecision[];
  members: Member[];
  pressReleases: PressRelease[];
  publications: Publication[];
  jobOffers: JobOffer[];
  constitutionArticles: ConstitutionArticle[];
  cjeuReferrals: CjeuReferral[];
  caseLookup: CaseLookup[];
  jurisdictions: JurisdictionAQuo[];
}
