/**
 * The court's data model: what the demo corpus generates, what storage keeps and what the API answers from.
 * Dates are ISO 8601 strings (`2025-03-27`), date-times carry the court's offset (`2025-03-27T14:00:00+01:00`).
 */

import type {
  ApplicantType,
  JudgmentOutcome,
  JurisdictionArea,
  LetterLanguage,
  MediaType,
  MemberRole,
  ProceedingType,
  PublicationKind,
} from '@court/contract/vocabularies';

// The vocabularies are the contract's; the model names them as its own.
export type {
  ApplicantType,
  JudgmentOutcome,
  JurisdictionArea,
  LetterLanguage,
  MediaType,
  MemberRole,
  ProceedingType,
  PublicationKind,
};

// The content items are the contract's too (the demo corpus generator builds them without the API).
export type {
  CaseLookup,
  CjeuReferral,
  ConstitutionArticle,
  Corpus,
  JobOffer,
  Judgment,
  JudgmentParagraph,
  JudgmentReference,
  JurisdictionAQuo,
  Locale,
  Localized,
  Member,
  NormReference,
  PendingCase,
  PressRelease,
  PublicHearing,
  Publication,
  UpcomingDecision,
} from '@court/contract/content-model';

export interface NewsletterSubscription {
  email: string;
  rollNumber?: string;
  letterLanguage: LetterLanguage;
  createdAt: string;
}
