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
