import type { ContentKind } from './kind.js';
import { hearingKind, upcomingDecisionKind } from './agenda.js';
import { caseLookupKind } from './case-lookup.js';
import { cjeuReferralKind } from './cjeu-referral.js';
import { constitutionArticleKind } from './constitution-article.js';
import { jobOfferKind } from './job-offer.js';
import { judgmentKind } from './judgment.js';
import { memberKind } from './member.js';
import { pendingCaseKind } from './pending-case.js';
import { pressReleaseKind } from './press-release.js';
import { publicationKind } from './publication.js';

/**
 * Every kind of content publishing writes, by name, in the order an import loads them: the judgments before what
 * refers to them, and the articles of the Constitution last, so that they find the judgments applying them.
 */
export const CONTENT_KINDS: ReadonlyMap<string, ContentKind> = new Map(
  [
    judgmentKind,
    cjeuReferralKind,
    pendingCaseKind,
    caseLookupKind,
    hearingKind,
    upcomingDecisionKind,
    pressReleaseKind,
    memberKind,
    publicationKind,
    jobOfferKind,
    constitutionArticleKind,
  ].map((kind) => [kind.name, kind as ContentKind]),
);
