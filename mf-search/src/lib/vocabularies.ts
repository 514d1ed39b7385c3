import type {
  FullTextSearchParams,
  JudgmentSearchParams,
  PendingCaseSearchParams,
  StandardEntry,
} from '@court/contract';

/**
 * The closed lists the search filters take: the API's vocabularies, and the languages of the texts, whose list
 * `exhaustive` checks against the contract (it fails to compile when the contract gains a value the list lacks).
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

// The closed lists the API defines, as the search filters offer them.
export {
  PROCEEDING_TYPES as JUDGMENT_TYPES,
  APPLICANT_TYPES,
  JURISDICTION_AREAS,
  CASE_TYPES as PENDING_CASE_TYPES,
  NORM_KINDS,
} from '@court/contract/vocabularies';

/** Languages of the texts searched: the three official ones first, English where a text exists. */
export const TEXT_LANGUAGES = exhaustive<TextLanguage>()(['nl', 'fr', 'de', 'en']);
