import { Type, type Static } from 'typebox';
import { Lang } from './common.js';
import { MAX_EMAIL_LENGTH } from './mailing.js';
import {
  ByJudgmentAndApplicantQuery,
  FullTextQuery,
  JudgmentSearchQuery,
  KeywordsSummaryQuery,
  StandardSearchQuery,
} from './search.js';

/**
 * The judgment searches an alert can follow, by the path of their route under /api/v1/search, with the query each
 * takes there: an alert stores the query as the search page sent it.
 */
export const ALERT_SEARCH_QUERIES = {
  judgments: JudgmentSearchQuery,
  'by-judgment-and-applicant': ByJudgmentAndApplicantQuery,
  'full-text-judgments': FullTextQuery,
  'by-judgment-keywords-summary': KeywordsSummaryQuery,
  'by-controlled-standard': StandardSearchQuery,
  'by-reference-standard': StandardSearchQuery,
} as const;

export type AlertSearch = keyof typeof ALERT_SEARCH_QUERIES;
export const ALERT_SEARCHES = Object.keys(ALERT_SEARCH_QUERIES) as AlertSearch[];

/** A token of a confirmation or unsubscription link: 32 random bytes, base64url. */
export const ALERT_TOKEN_PATTERN = '^[A-Za-z0-9_-]{43}$';
const Token = Type.String({ pattern: ALERT_TOKEN_PATTERN, description: 'The token of the link in the e-mail' });

export const SearchAlertBody = Type.Object(
  {
    email: Type.String({ format: 'email', maxLength: MAX_EMAIL_LENGTH, description: 'E-mail address' }),
    language: Lang,
    search: Type.Enum(ALERT_SEARCHES, {
      description: 'The search followed: the path of its route under /api/v1/search, e.g. full-text-judgments',
    }),
    query: Type.Record(Type.String(), Type.Unknown(), {
      description:
        'The query parameters of that search, as its route takes them (paging and order are ignored); lang ' +
        'defaults to language',
    }),
  },
  { additionalProperties: false },
);

export const SearchAlertTokenBody = Type.Object({ token: Token }, { additionalProperties: false });
export const SearchAlertTokenParams = Type.Object({ token: Token });

export const SearchAlertAccepted = Type.Object({
  status: Type.Literal('confirmation-sent', {
    description: 'A confirmation e-mail is on its way, unless the address already has this alert',
  }),
});

export const SearchAlertConfirmed = Type.Object({
  status: Type.Literal('confirmed'),
  language: Lang,
  search: Type.Enum(ALERT_SEARCHES),
  query: Type.Record(Type.String(), Type.Unknown()),
});

export const SearchAlertUnsubscribed = Type.Object({
  status: Type.Literal('unsubscribed', { description: 'The alert is gone (or was already)' }),
});

export type SearchAlertBody = Static<typeof SearchAlertBody>;
export type SearchAlertConfirmed = Static<typeof SearchAlertConfirmed>;
export type SearchAlertAccepted = Static<typeof SearchAlertAccepted>;
export type SearchAlertUnsubscribed = Static<typeof SearchAlertUnsubscribed>;
