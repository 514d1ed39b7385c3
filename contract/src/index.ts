/**
 * The API's answers as TypeScript types, for the front-ends: `import type { … } from '@court/api/contract'`.
 * Types only: every type is derived from the route schemas, so the contract cannot drift from what the
 * server validates and sends. Nothing here exists at run time.
 */
import type { Static } from 'typebox';
import type { AgendaQuery, CaseLookupQuery, PendingCaseQuery } from './schemas/cases.js';
import type { ErrorEnvelope as ErrorEnvelopeSchema, Lang as LangSchema, ListPage } from './schemas/common.js';
import type { CjeuReferralQuery, ConstitutionArticleQuery } from './schemas/constitution.js';
import type { ContentQueryBody } from './schemas/content.js';
import type { JobOfferQuery, MemberListQuery, PublicationQuery } from './schemas/court.js';
import type { JudgmentDetail, JudgmentListQuery } from './schemas/judgments.js';
import type { AllPressQuery, PressReleaseQuery } from './schemas/press.js';
import type { PressReleaseItem } from './schemas/press-publishing.js';
import type { ItemHistoryEntry } from './schemas/publishing.js';
import type {
  ApplicantEntry as ApplicantEntrySchema,
  ApplicantListQuery,
  ByJudgmentAndApplicantQuery,
  FullTextQuery,
  JudgmentSearchQuery,
  JurisdictionOptionList as JurisdictionOptionListSchema,
  JurisdictionQuery,
  KeywordsSummaryQuery,
  OptionsQuery,
  PendingCaseSearchQuery,
  SearchOptionList as SearchOptionListSchema,
  SearchSort as SearchSortSchema,
  StandardEntry as StandardEntrySchema,
  StandardListQuery,
  StandardSearchQuery,
  TableOfContentQuery,
} from './schemas/search.js';

export type Lang = LangSchema;
/** Every list answer: one page of items and the total over all pages. */
export type List<T> = ListPage<T>;
/** Every error answer (4xx and 5xx). */
export type ErrorEnvelope = ErrorEnvelopeSchema;

export type { JudgmentDetail, JudgmentLink, JudgmentSummary, Norm, YearCount } from './schemas/judgments.js';
export type { AgendaItem, CaseLookup, PendingCase, VerdictRow } from './schemas/cases.js';
export type { JobOffer, Member, MemberDetail, Publication } from './schemas/court.js';
export type { PressRelease } from './schemas/press.js';
export type { CjeuReferral, ConstitutionArticle } from './schemas/constitution.js';
export type { Health } from './schemas/health.js';
export type { CurrentUser, LoginSettings, RegistryMessage, RegistryMessageInput, TokenAnswer } from './schemas/auth.js';
export type { MailingResult, SubscriptionBody, UnsubscriptionBody } from './schemas/mailing.js';
// Search alerts: POST /api/v1/search-alerts (SearchAlertBody) -> 202; POST …/confirm {token} -> SearchAlertConfirmed;
// POST …/unsubscribe {token} or POST …/unsubscribe/{token} (RFC 8058 one-click) -> { status: 'unsubscribed' }.
export type {
  AlertSearch,
  SearchAlertAccepted,
  SearchAlertBody,
  SearchAlertConfirmed,
  SearchAlertUnsubscribed,
} from './schemas/search-alerts.js';

// ---- Publishing: /api/v1/publishing/* (bearer tokens of the staff identity provider) ----
// PUT {item}[?draft=true] -> PublishedItem (DraftParams); GET {item} -> PublishedItemWithBody;
// DELETE {item} -> PublishedItem; PUT {item}/pdf/{lang} -> PublishedDocument; GET {item}/history -> ItemHistory.
// 409 published-item: a draft of a published item; 412 precondition-failed: If-Match no longer matches.
export type {
  AuditAction,
  DraftParams,
  ItemHistoryEntry,
  ItemHistoryParams,
  ItemState,
  PublishedDocument,
  PublishedItem,
  PublishedItemWithBody,
} from './schemas/publishing.js';
/** `GET {item}/history`. */
export type ItemHistory = List<ItemHistoryEntry>;
// GET press-releases (PressReleaseItemParams) -> PressReleaseItemList;
// POST press-releases/preview (PressReleaseBody) -> PressReleasePreview.
export type {
  PressReleaseBody,
  PressReleaseItem,
  PressReleaseItemParams,
  PressReleasePreview,
} from './schemas/press-publishing.js';
/** `GET /publishing/press-releases`. */
export type PressReleaseItemList = List<PressReleaseItem>;
// GET console/settings -> ConsoleSettings; POST console/token (ConsoleTokenRequest) -> ConsoleSession, 401 login-expired
// when the provider no longer takes the code or refresh token, 400 invalid-redirect-uri, 502 without the provider.
export type { ConsoleSession, ConsoleSettings, ConsoleTokenRequest } from './schemas/staff-login.js';
// ---- end of publishing ----

/** A paragraph of a judgment's full text (`id` is the court's number, e.g. `B.7.3`, usable as an anchor). */
export type JudgmentParagraph = JudgmentDetail['paragraphs'][number];

/** Query parameters of the endpoints, as the server validates them. */
export type JudgmentListParams = Static<typeof JudgmentListQuery>;
export type PendingCaseParams = Static<typeof PendingCaseQuery>;
export type AgendaParams = Static<typeof AgendaQuery>;
export type CaseLookupParams = Static<typeof CaseLookupQuery>;
export type ConstitutionArticleParams = Static<typeof ConstitutionArticleQuery>;
export type CjeuReferralParams = Static<typeof CjeuReferralQuery>;
export type PublicationParams = Static<typeof PublicationQuery>;
export type JobOfferParams = Static<typeof JobOfferQuery>;
export type MemberListParams = Static<typeof MemberListQuery>;
export type PressReleaseParams = Static<typeof PressReleaseQuery>;
export type AllPressParams = Static<typeof AllPressQuery>;
/** Body of `POST /_content/{path}`. */
export type ContentQuery = Static<typeof ContentQueryBody>;

// ---- Case-law search: /api/v1/search/* (additive changes only) ----
// GET judgment-types, applicant-types, jurisdiction-areas -> SearchOptionList (SearchOptionsParams);
// GET jurisdictions -> SearchJurisdictionList; applicant-list -> ApplicantList; standards -> StandardList;
// GET by-judgment-and-applicant, judgments, full-text-judgments, by-judgment-keywords-summary,
//     by-controlled-standard, by-reference-standard -> JudgmentSearchResult;
// GET table-of-content -> TableOfContentResult; pending-cases -> PendingCaseSearchResult.
// Bad input answers 400 with the ErrorEnvelope: code invalid-request (a field), invalid-date-range, invalid-query.
export type {
  ApplicantEntry,
  FacetCount,
  JudgmentFacets,
  JudgmentHit,
  JudgmentSearchResult,
  LooserSearch,
  PendingCaseHit,
  PendingCaseSearchResult,
  SearchJurisdiction,
  SearchOption,
  Snippet,
  StandardEntry,
  TableOfContentResult,
  TocNode,
} from './schemas/search.js';
/** `{ items }` of judgment-types, applicant-types, jurisdiction-areas. */
export type SearchOptionList = Static<typeof SearchOptionListSchema>;
/** `{ items }` of jurisdictions. */
export type SearchJurisdictionList = Static<typeof JurisdictionOptionListSchema>;
/** `GET /search/applicant-list`. */
export type ApplicantList = List<Static<typeof ApplicantEntrySchema>>;
/** `GET /search/standards` (norms for the standard search's selector). */
export type StandardList = List<Static<typeof StandardEntrySchema>>;
export type SearchOptionsParams = Static<typeof OptionsQuery>;
export type JurisdictionListParams = Static<typeof JurisdictionQuery>;
export type ApplicantListParams = Static<typeof ApplicantListQuery>;
export type ByJudgmentAndApplicantParams = Static<typeof ByJudgmentAndApplicantQuery>;
export type JudgmentSearchParams = Static<typeof JudgmentSearchQuery>;
export type FullTextSearchParams = Static<typeof FullTextQuery>;
export type KeywordsSummarySearchParams = Static<typeof KeywordsSummaryQuery>;
export type PendingCaseSearchParams = Static<typeof PendingCaseSearchQuery>;
export type TableOfContentParams = Static<typeof TableOfContentQuery>;
export type StandardListParams = Static<typeof StandardListQuery>;
export type StandardSearchParams = Static<typeof StandardSearchQuery>;
export type SearchSort = Static<typeof SearchSortSchema>;
// ---- end of case-law search ----
