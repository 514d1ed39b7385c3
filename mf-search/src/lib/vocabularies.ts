import type {
  FullTextSearchParams,
  JudgmentSearchParams,
  PendingCaseSearchParams,
  StandardEntry,
} from '@court/api/contract';

/**
 * The closed lists the search filters take, as the API's contract defines them. `exhaustive` fails to compile
 * when the contract gains a value a list lacks, so a new kind of case cannot silently go missing from a filter.
 */
type Exhaustive<Union, List extends readonly Union[]> = [Union] extends [List[number]] ? List : never;
const exhaustive =
  <Union>() =>
  <const List extends readonly Union[]>(values: Exhaustive<Union, List>) =>
    values;

type ItemOf<T> = T extends readonly (infer Item)[] ? Item : never;

export type JudgmentType = ItemOf<NonNullable<JudgmentSearchParams['judgmentType']>>;
export type ApplicantType = ItemOf<NonNullable<JudgmentSearchParams['applicantType']>>;
export type JurisdictionArea = ItemOf<NonNullable<JudgmentSearchParams['jurisdictionArea']>>;
export type PendingCaseType = ItemOf<NonNullable<PendingCaseSearchParams['type']>>;
export type NormKind = StandardEntry['kind'];
export type TextLanguage = NonNullable<FullTextSearchParams['textLang']>;

export const JUDGMENT_TYPES = exhaustive<JudgmentType>()([
  'ActionForCancellation',
  'QuestionsReferred',
  'SuspensionRequest',
]);
export const APPLICANT_TYPES = exhaustive<ApplicantType>()([
  'individual',
  'company',
  'non-profit',
  'trade-union',
  'public-authority',
  'government',
  'court',
]);
export const JURISDICTION_AREAS = exhaustive<JurisdictionArea>()([
  'civil',
  'criminal',
  'administrative',
  'labour',
  'tax',
  'commercial',
  'family',
]);
export const PENDING_CASE_TYPES = exhaustive<PendingCaseType>()(['ActionForCancellation', 'QuestionsReferred']);
export const NORM_KINDS = exhaustive<NormKind>()([
  'constitution',
  'special-law',
  'law',
  'decree',
  'ordinance',
  'treaty',
  'eu-law',
]);
/** Languages of the texts searched: the three official ones first, English where a text exists. */
export const TEXT_LANGUAGES = exhaustive<TextLanguage>()(['nl', 'fr', 'de', 'en']);
