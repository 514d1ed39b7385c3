// What each endpoint of the API answers, by the contract's types: a fake answer that is not one does not compile.
import type {
  AgendaItem,
  ApplicantList,
  CaseLookup,
  CjeuReferral,
  ConsoleSession,
  ConsoleSettings,
  ConstitutionArticle,
  CurrentUser,
  Health,
  ItemHistory,
  JobOffer,
  JudgmentDetail,
  JudgmentSearchResult,
  JudgmentSummary,
  List,
  LoginSettings,
  MailingResult,
  Member,
  MemberDetail,
  PendingCase,
  PendingCaseSearchResult,
  PressRelease,
  PressReleaseBody,
  PressReleaseItemList,
  PressReleasePreview,
  Publication,
  PublishedDocument,
  PublishedItem,
  PublishedItemWithBody,
  RegistryMessage,
  SearchAlertAccepted,
  SearchAlertConfirmed,
  SearchAlertUnsubscribed,
  SearchJurisdictionList,
  SearchOptionList,
  StandardList,
  TableOfContentResult,
  TokenAnswer,
  VerdictRow,
  YearCount,
} from '@court/contract';
import type { ContentDocument } from '../src/api/content-client';

/**
 * The outline of the API's own description (`GET /api/v1/openapi.json`): it is generated from the routes, not
 * part of the contract, so only its frame is checked.
 */
export interface OpenApiDescription {
  openapi: string;
  info: {
    title: string;
    version: string;
    description?: string;
    'x-rate-limit-per-minute'?: number;
    'x-api-key-rate-limit-per-minute'?: number;
  };
  tags?: { name: string; description?: string }[];
  paths: Record<string, object>;
  components?: object;
  servers?: object[];
}

/**
 * What each endpoint answers when it succeeds, by method and path, for `fakeApi`: a fake answer that is not what the
 * API sends does not compile. The paths of the court's API are written as its clients write them, without
 * `/api/v1`; `:name` is one segment, `:name*` the rest of the path. Other services keep their prefix
 * (`/_content/…`, the editorial texts, answered by the content service).
 */
export interface ApiAnswers {
  // Judgments and cases (/juris)
  'GET /juris/judgments': List<JudgmentSummary>;
  'GET /juris/judgments/years': List<YearCount>;
  'GET /juris/judgments/:year/:number': JudgmentDetail;
  'GET /juris/pending-cases': List<PendingCase>;
  'GET /juris/articles-const-referred-by-court': List<ConstitutionArticle>;
  'GET /juris/questions-referred': List<CjeuReferral>;

  // Agenda, press and mailing
  'GET /newsletter/get-upcoming-verdicts': List<AgendaItem>;
  'GET /newsletter/get-upcoming-verdicts-table': List<VerdictRow>;
  'GET /newsletter/get-upcoming-pleadings': List<AgendaItem>;
  'GET /newsletter/get-encinz': CaseLookup;
  'GET /press/pleadings': List<AgendaItem>;
  'GET /press/judgments': List<PressRelease>;
  'GET /media/general-press': List<PressRelease>;
  'GET /media/general-press-releases': List<PressRelease>;
  'GET /media/press-releases-concerning-judgments': List<PressRelease>;
  'POST /mailing/subscriptions': MailingResult;
  'POST /mailing/unsubscriptions': MailingResult;
  'POST /search-alerts': SearchAlertAccepted;
  'POST /search-alerts/confirm': SearchAlertConfirmed;
  'POST /search-alerts/unsubscribe': SearchAlertUnsubscribed;

  // The court
  'GET /members': List<Member>;
  'GET /members/:id': MemberDetail;
  'GET /publications/:kind': List<Publication>;
  'GET /film/vaca': List<JobOffer>;

  // Case-law search (/search)
  'GET /search/judgment-types': SearchOptionList;
  'GET /search/applicant-types': SearchOptionList;
  'GET /search/jurisdiction-areas': SearchOptionList;
  'GET /search/jurisdictions': SearchJurisdictionList;
  'GET /search/applicant-list': ApplicantList;
  'GET /search/standards': StandardList;
  'GET /search/judgments': JudgmentSearchResult;
  'GET /search/full-text-judgments': JudgmentSearchResult;
  'GET /search/by-judgment-keywords-summary': JudgmentSearchResult;
  'GET /search/by-judgment-and-applicant': JudgmentSearchResult;
  'GET /search/by-controlled-standard': JudgmentSearchResult;
  'GET /search/by-reference-standard': JudgmentSearchResult;
  'GET /search/table-of-content': TableOfContentResult;
  'GET /search/pending-cases': PendingCaseSearchResult;

  // Publishing: the press console's login and the press office's releases
  'GET /publishing/console/settings': ConsoleSettings;
  'POST /publishing/console/token': ConsoleSession;
  'GET /publishing/press-releases': PressReleaseItemList;
  'GET /publishing/press-releases/:id': PublishedItemWithBody & { body: PressReleaseBody };
  'PUT /publishing/press-releases/:id': PublishedItem;
  'DELETE /publishing/press-releases/:id': PublishedItem;
  'PUT /publishing/press-releases/:id/pdf/:lang': PublishedDocument;
  'GET /publishing/press-releases/:id/history': ItemHistory;
  'POST /publishing/press-releases/preview': PressReleasePreview;

  // Sign-in and the API itself
  'GET /auth/login-settings': LoginSettings;
  'POST /auth/token': TokenAnswer;
  'GET /auth/me': CurrentUser;
  'GET /auth/registry-messages': { items: RegistryMessage[] };
  'POST /auth/registry-messages': RegistryMessage;
  'GET /health': Health;
  'GET /openapi.json': OpenApiDescription;

  // The content service: a file path answers one block, a folder path the list of its blocks
  'POST /_content/:lang/:path*': ContentDocument | ContentDocument[];
}

/** An endpoint of the API, as `fakeApi` keys it: `'GET /members/:id'`. */
export type ApiRoute = keyof ApiAnswers;
