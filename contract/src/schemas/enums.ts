import { Type } from 'typebox';
import {
  APPLICANT_TYPES,
  CASE_TYPES,
  JURISDICTION_AREAS,
  MEDIA_TYPES,
  MEMBER_GROUPS,
  MEMBER_ROLES,
  NORM_KINDS,
  OUTCOMES,
  PROCEEDING_TYPES,
  PUBLICATION_KINDS,
} from '../vocabularies.js';

/** The vocabularies (src/vocabularies.ts) as the schemas that validate and document them. */
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
