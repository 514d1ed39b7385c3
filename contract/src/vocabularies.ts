/**
 * The closed vocabularies of the court's data, as lists a program can walk (a filter's options, a validator's
 * enum) and as the types derived from them: one definition each, for the API and the front-ends alike.
 */

/** The kind of proceedings a judgment closes (a pending case is ActionForCancellation or QuestionsReferred). */
export const PROCEEDING_TYPES = ['ActionForCancellation', 'QuestionsReferred', 'SuspensionRequest'] as const;
export type ProceedingType = (typeof PROCEEDING_TYPES)[number];

/** The kinds of pending case. */
export const CASE_TYPES = ['ActionForCancellation', 'QuestionsReferred'] as const;
export type CaseType = (typeof CASE_TYPES)[number];

export const OUTCOMES = [
  'annulment',
  'partial-annulment',
  'dismissal',
  'violation',
  'no-violation',
  'suspension',
  'suspension-refused',
  'inadmissible',
  'moot',
  'discontinuance',
  'referral-to-cjeu',
] as const;
export type JudgmentOutcome = (typeof OUTCOMES)[number];

export const APPLICANT_TYPES = [
  'individual',
  'company',
  'non-profit',
  'trade-union',
  'public-authority',
  'government',
  'court',
] as const;
export type ApplicantType = (typeof APPLICANT_TYPES)[number];

export const JURISDICTION_AREAS = [
  'civil',
  'criminal',
  'administrative',
  'labour',
  'tax',
  'commercial',
  'family',
] as const;
export type JurisdictionArea = (typeof JURISDICTION_AREAS)[number];

/** What kind of norm a reviewed or reference provision belongs to. */
export const NORM_KINDS = ['constitution', 'special-law', 'law', 'decree', 'ordinance', 'treaty', 'eu-law'] as const;
export type NormKind = (typeof NORM_KINDS)[number];

export const MEMBER_ROLES = ['president', 'judge', 'registrar', 'legalSecretary', 'officeStaff'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** plain: current members; emeritus: former judges and presidents; historic: deceased or other former members. */
export const MEMBER_GROUPS = ['plain', 'emeritus', 'historic'] as const;
export type MemberGroup = (typeof MEMBER_GROUPS)[number];

export const MEDIA_TYPES = ['pressReleaseForJudgments', 'generalPressRelease'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

export const PUBLICATION_KINDS = ['annual-report', 'brochure', 'speech', 'study'] as const;
export type PublicationKind = (typeof PUBLICATION_KINDS)[number];

/** The languages of the newsletter's lists. */
export const NEWSLETTER_LANGUAGES = ['nl', 'fr', 'de'] as const;
export type NewsletterLanguage = (typeof NEWSLETTER_LANGUAGES)[number];

/** The language a subscriber chooses: one of the lists, or all three. */
export const LETTER_LANGUAGES = ['all', ...NEWSLETTER_LANGUAGES] as const;
export type LetterLanguage = (typeof LETTER_LANGUAGES)[number];
