import { Type } from 'typebox';
import type {
  ApplicantType,
  JurisdictionArea,
  JudgmentOutcome,
  MediaType,
  MemberRole,
  NormReference,
  ProceedingType,
  PublicationKind,
} from '../domain/model.js';

/**
 * Runtime lists of the model's closed vocabularies. `Exhaustive` fails to compile when the model gains a value
 * that a list lacks, so the API schemas cannot silently drift from the data model.
 */
type Exhaustive<Union, List extends readonly Union[]> = [Union] extends [List[number]] ? List : never;
const list =
  <Union>() =>
  <const List extends readonly Union[]>(values: Exhaustive<Union, List>) =>
    values;

export const PROCEEDING_TYPES = list<ProceedingType>()([
  'ActionForCancellation',
  'QuestionsReferred',
  'SuspensionRequest',
]);
export const CASE_TYPES = ['ActionForCancellation', 'QuestionsReferred'] as const;
export const OUTCOMES = list<JudgmentOutcome>()([
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
]);
export const APPLICANT_TYPES = list<ApplicantType>()([
  'individual',
  'company',
  'non-profit',
  'trade-union',
  'public-authority',
  'government',
  'court',
]);
export const JURISDICTION_AREAS = list<JurisdictionArea>()([
  'civil',
  'criminal',
  'administrative',
  'labour',
  'tax',
  'commercial',
  'family',
]);
export const NORM_KINDS = list<NormReference['kind']>()([
  'constitution',
  'special-law',
  'law',
  'decree',
  'ordinance',
  'treaty',
  'eu-law',
]);
export const MEMBER_ROLES = list<MemberRole>()(['president', 'judge', 'registrar', 'legalSecretary', 'officeStaff']);
export const MEMBER_GROUPS = ['plain', 'emeritus', 'historic'] as const;
export const MEDIA_TYPES = list<MediaType>()(['pressReleaseForJudgments', 'generalPressRelease']);
export const PUBLICATION_KINDS = list<PublicationKind>()(['annual-report', 'brochure', 'speech', 'study']);

export const ProceedingTypeSchema = Type.Enum(PROCEEDING_TYPES, { description: 'Kind of proceedings' });
export const CaseTypeSchema = Type.Enum(CASE_TYPES, { description: 'ActionForCancellation or QuestionsReferred' });
export const OutcomeSchema = Type.Enum(OUTCOMES, { description: 'What the court decided' });
export const ApplicantTypeSchema = Type.Enum(APPLICANT_TYPES);
export const JurisdictionAreaSchema = Type.Enum(JURISDICTION_AREAS);
export const NormKindSchema = Type.Enum(NORM_KINDS);
export const MemberRoleSchema = Type.Enum(MEMBER_ROLES, { description: 'Role in the court' });
export const MemberGroupSchema = Type.Enum(MEMBER_GROUPS, {
  description:
    'plain: current members; emeritus: former judges and presidents; historic: deceased or other former members',
});
export const MediaTypeSchema = Type.Enum(MEDIA_TYPES, {
  description: 'pressReleaseForJudgments or generalPressRelease',
});
export const PublicationKindSchema = Type.Enum(PUBLICATION_KINDS, {
  description: 'annual-report, brochure, speech or study',
});
