import type { Generated } from 'kysely';
import type { AuditAction, ItemState } from '@court/contract/schemas/publishing';
import type { ContentChange } from '@court/contract/schemas/open-data';

/**
 * Row types of every table, as Kysely sees them. Columns are portable between SQLite and PostgreSQL:
 * dates are ISO 8601 text (sortable as text), flags are integers 0/1 (better-sqlite3 cannot bind booleans),
 * and texts in several languages are JSON objects keyed by locale, stored as text.
 */
export interface JudgmentsTable {
  id: number;
  year: number;
  number: number;
  ecli: string;
  date: string;
  type: string;
  outcome: string;
  applicant: string;
  applicant_type: string;
  jurisdiction_id: string | null;
  referral_date: string | null;
  official_journal_date: string | null;
  registrar: string;
  /** JSON array of names, the presiding judge first. */
  judges: string;
  /** JSON array of the locales the judgment exists in (each has a PDF and a full text). */
  languages: string;
  /** JSON array, e.g. `["tax","income-tax"]`. */
  classification: string;
}

/** Headnote, summary and keywords of a judgment in one language. */
export interface JudgmentTextsTable {
  judgment_id: number;
  lang: string;
  headnote: string | null;
  summary: string | null;
  /** JSON array of keywords. */
  keywords: string;
}

export interface JudgmentParagraphsTable {
  judgment_id: number;
  lang: string;
  position: number;
  para_id: string;
  level: number;
  kind: string;
  text: string;
}

export interface JudgmentRollNumbersTable {
  judgment_id: number;
  roll_number: string;
}

export interface JudgmentCitationsTable {
  judgment_id: number;
  cited_year: number;
  cited_number: number;
}

export interface NormsTable {
  norm_id: string;
  kind: string;
  title: string;
  date: string | null;
}

/** One row per article of a norm a judgment reviews or refers to; `article` is '' for a norm cited as a whole. */
export interface JudgmentNormArticlesTable {
  judgment_id: number;
  role: 'reviewed' | 'reference';
  norm_position: number;
  norm_id: string;
  article_position: number;
  article: string;
}

export interface JurisdictionsTable {
  id: string;
  name: string;
  area: string;
}

export interface PendingCasesTable {
  roll_number: string;
  receipt_date: string;
  type: string;
  subject: string;
  referral_date: string | null;
  jurisdiction_id: string | null;
  questions: string;
  joined_cases: string;
  processing_language: string;
  archived: number;
  judgment_year: number | null;
  judgment_number: number | null;
}

/** Public hearings and announced deliveries share a shape; `starts_at` is the UTC instant used to sort and filter. */
export interface AgendaTable {
  id: string;
  date: string;
  starts_at: string;
  subject: string;
}

export interface AgendaRollNumbersTable {
  item_id: string;
  roll_number: string;
}

export interface MembersTable {
  id: string;
  position: number;
  name: string;
  role: string;
  language_group: string | null;
  term_start: string;
  term_end: string | null;
  died: string | null;
  photo_path: string | null;
  biography: string;
}

export interface PressReleasesTable {
  id: string;
  media_type: string;
  date: string;
  title: string;
  body: string;
  judgment_year: number | null;
  judgment_number: number | null;
  /** The case a release is about before its judgment (migration 0010). */
  roll_number: string | null;
  pdf: string;
  archived: number;
}

export interface PublicationsTable {
  id: string;
  kind: string;
  date: string;
  title: string;
  description: string;
  pdf: string;
}

export interface JobOffersTable {
  id: string;
  title: string;
  description: string;
  published_on: string;
  deadline: string;
  pdf: string;
}

export interface ConstitutionArticlesTable {
  article: string;
  position: number;
  title: string;
  text: string;
  /** Rows of constitution_article_judgments for the article, counted when seeding. */
  judgment_count: number;
}

export interface ConstitutionArticleJudgmentsTable {
  article: string;
  judgment_year: number;
  judgment_number: number;
}

export interface CjeuReferralsTable {
  id: string;
  judgment_year: number;
  judgment_number: number;
  cjeu_case_number: string;
  subject: string;
  oj_url: string | null;
  oj_date: string | null;
  ag_status: string;
  ag_url: string | null;
  ag_date: string | null;
  cjeu_status: string;
  cjeu_url: string | null;
  cjeu_date: string | null;
  cjeu_ecli: string | null;
  follow_up_year: number | null;
  follow_up_number: number | null;
}

export interface CaseLookupTable {
  id_role: string;
  current: number;
  encinz_nl: string;
  encinz_fr: string;
}

export interface NewsletterSubscriptionsTable {
  id: Generated<number>;
  email: string;
  roll_number: string | null;
  letter_language: string;
  created_at: string;
}

/** A request waiting for the mailing-list system (see migration 0007). Dates are ISO 8601 text. */
export interface MailingOutboxTable {
  id: Generated<number>;
  dedupe_key: string;
  action: 'subscribe' | 'unsubscribe';
  list_name: string;
  email: string;
  /** `pending` until sent (then the row is deleted), `failed` when the system refused it for good. */
  status: 'pending' | 'failed';
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

/** Documents other than judgments (press releases, publications, job offers, photos), by their public path. */
export interface DocumentsTable {
  path: string;
  kind: 'press-release' | 'publication' | 'job-offer' | 'member-photo';
  owner_id: string;
  lang: string | null;
}

export interface MetaTable {
  key: string;
  value: string;
}

/** One login of a citizen: the claims `me` answers and what logout at the identity provider needs. */
export interface AuthSessionsTable {
  id: string;
  subject: string;
  given_name: string;
  surname: string;
  pref_language: string | null;
  mail: string | null;
  id_token: string;
  post_logout_uri: string;
  created_at: string;
  expires_at: string;
}

/** A key signing the site access tokens; `secret` is 32 random bytes, base64url. */
export interface AuthSigningKeysTable {
  kid: string;
  generation: number;
  secret: string;
  created_at: string;
  /** When the next key takes over signing; null while this is the newest key. */
  retired_at: string | null;
}

/** A message a citizen sent to the registry about a case through the form wizard. */
export interface RegistryMessagesTable {
  receipt: string;
  subject: string;
  roll_number: string;
  topic: string;
  message: string;
  contact_name: string;
  contact_email: string;
  contact_phone: string | null;
  lang: string;
  created_at: string;
}

/**
 * The search index, one document per judgment and language: the space-separated stems of the headnote, keywords
 * and summary (`meta`) and of the full text (`body`). `rowid` is the language's base plus the judgment id
 * (src/search/documents.ts). On SQLite an FTS5 table that keeps no text: it can be written and matched, not read.
 */
export interface SearchDocumentsTable {
  rowid: number;
  meta: string;
  body: string;
}

/** The search index of the pending cases: stems of the subject and of the questions (src/search/documents.ts). */
export interface PendingCaseDocumentsTable {
  rowid: number;
  subject: string;
  questions: string;
}

/**
 * The words of the judgments per text language, folded, with their written form and how many judgments hold
 * them: the vocabulary spelling suggestions are taken from (src/search/vocabulary.ts).
 */
export interface SearchVocabularyTable {
  lang: string;
  word: string;
  form: string;
  documents: number;
}

/** Topics and sub-topics of the classification the table of contents browses; `label` is a JSON Localized. */
export interface SearchClassificationTable {
  id: string;
  parent_id: string | null;
  position: number;
  label: string;
}

/** The latest accepted version of an item written through publishing (migration 0010). */
export interface PublishingItemsTable {
  kind: string;
  key: string;
  version: number;
  etag: string;
  /** The item as the caller sent it, normalised JSON. */
  body: string;
  state: ItemState;
  /** UTC instant (ISO 8601) from which the item is public; of a draft, the one its body asks for or when it was saved. */
  publish_at: string;
  created_at: string;
  updated_at: string;
  updated_by: string;
  /** The item this one may not precede on the site (a press release's judgment), until it is published. */
  embargo_kind: string | null;
  embargo_key: string | null;
}

/** One write through publishing: who, when, and the versions before and after. */
export interface PublishingAuditTable {
  id: Generated<number>;
  at: string;
  /** The subject of the token: a person's user name, or the client of a system. */
  actor: string;
  client_id: string;
  kind: string;
  key: string;
  action: AuditAction;
  previous_version: number | null;
  previous: string | null;
  version: number | null;
  current: string | null;
}

/** A file sent through publishing, served by the document server at `path`. */
export interface StoredDocumentsTable {
  path: string;
  /** The item it belongs to: served while that item is published. */
  kind: string;
  key: string;
  content_type: string;
  sha256: string;
  size: number;
  bytes: Buffer;
  updated_at: string;
}

/** A key that raises a re-user's rate limit (migration 0015); only its hash is kept. */
export interface ApiKeysTable {
  id: string;
  /** SHA-256 of the whole key, hexadecimal. */
  key_hash: string;
  holder: string;
  email: string;
  limit_per_minute: number;
  created_at: string;
  created_by: string;
  expires_at: string | null;
  revoked_at: string | null;
  revoked_by: string | null;
}

/** One entry of the change feed: an item came onto the site, changed there, or left it (migration 0014). */
export interface ContentChangesTable {
  /** The feed's cursor: increasing in the order the changes were committed. */
  seq: Generated<number>;
  kind: string;
  key: string;
  change: ContentChange;
  /** UTC instant (ISO 8601) of the change. */
  at: string;
}

/** An address following a judgment search (migration 0016). */
export interface SearchAlertsTable {
  id: Generated<number>;
  /** SHA-256 of the address, the search and its query: one alert per address and search. */
  alert_key: string;
  email: string;
  language: 'en' | 'nl' | 'fr' | 'de';
  search: string;
  /** The search's query parameters, JSON. */
  query: string;
  status: 'pending' | 'confirmed';
  /** The change feed entry up to which published judgments were looked at. */
  cursor: Generated<number>;
  /** The daily digest time (ISO 8601, UTC) last done for it. */
  digest_slot: string | null;
  lease_id: string | null;
  lease_until: string | null;
  created_at: string;
  confirmed_at: string | null;
}

export interface SearchAlertTokensTable {
  /** SHA-256 (hex) of the token: the link itself is only in the e-mail. */
  token_hash: string;
  alert_id: number;
  purpose: 'confirm' | 'unsubscribe';
  created_at: string;
}

/** A judgment named to an alert; the key (alert, judgment) is the once. */
export interface SearchAlertDeliveriesTable {
  alert_id: number;
  /** `{year}/{number}`, as the change feed names judgments. */
  judgment_key: string;
  message_id: string;
  created_at: string;
}

/** The outbox of the alerts' e-mails. */
export interface SearchAlertMailsTable {
  id: Generated<number>;
  message_id: string;
  alert_id: number;
  kind: 'confirmation' | 'digest';
  recipient: string;
  language: 'en' | 'nl' | 'fr' | 'de';
  subject: string;
  text: string;
  unsubscribe_url: string;
  /**
   * `pending` until an attempt takes it, `sending` while one is under way (deleted once the mail server took it),
   * `failed` when the server refused it for good, `uncertain` when its instance stopped during the attempt.
   */
  status: 'pending' | 'sending' | 'failed' | 'uncertain';
  attempts: Generated<number>;
  next_attempt_at: string;
  locked_until: string | null;
  last_error: string | null;
  created_at: string;
}

export interface DB {
  judgments: JudgmentsTable;
  judgment_texts: JudgmentTextsTable;
  judgment_paragraphs: JudgmentParagraphsTable;
  judgment_roll_numbers: JudgmentRollNumbersTable;
  judgment_citations: JudgmentCitationsTable;
  norms: NormsTable;
  judgment_norm_articles: JudgmentNormArticlesTable;
  jurisdictions: JurisdictionsTable;
  pending_cases: PendingCasesTable;
  public_hearings: AgendaTable;
  hearing_roll_numbers: AgendaRollNumbersTable;
  upcoming_decisions: AgendaTable;
  decision_roll_numbers: AgendaRollNumbersTable;
  members: MembersTable;
  press_releases: PressReleasesTable;
  publications: PublicationsTable;
  job_offers: JobOffersTable;
  constitution_articles: ConstitutionArticlesTable;
  constitution_article_judgments: ConstitutionArticleJudgmentsTable;
  cjeu_referrals: CjeuReferralsTable;
  case_lookup: CaseLookupTable;
  newsletter_subscriptions: NewsletterSubscriptionsTable;
  mailing_outbox: MailingOutboxTable;
  documents: DocumentsTable;
  meta: MetaTable;
  search_documents: SearchDocumentsTable;
  pending_case_documents: PendingCaseDocumentsTable;
  search_classification: SearchClassificationTable;
  search_vocabulary: SearchVocabularyTable;
  auth_sessions: AuthSessionsTable;
  registry_messages: RegistryMessagesTable;
  auth_signing_keys: AuthSigningKeysTable;
  publishing_items: PublishingItemsTable;
  publishing_audit: PublishingAuditTable;
  stored_documents: StoredDocumentsTable;
  content_changes: ContentChangesTable;
  api_keys: ApiKeysTable;
  search_alerts: SearchAlertsTable;
  search_alert_tokens: SearchAlertTokensTable;
  search_alert_deliveries: SearchAlertDeliveriesTable;
  search_alert_mails: SearchAlertMailsTable;
}
