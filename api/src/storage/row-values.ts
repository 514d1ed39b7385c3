import type { Insertable } from 'kysely';
import type { DB } from '../db/tables.js';

/** The rows of every table, derived from a corpus without touching the database (pure, so it can be tested). */
export type TableRows = { [T in keyof DB]: Insertable<DB[T]>[] };

/** Texts in several languages and lists are stored as JSON text; flags as 0/1 (better-sqlite3 binds no booleans). */
export const json = (value: unknown): string => JSON.stringify(value ?? null);
export const flag = (value: boolean): number => (value ? 1 : 0);

/** No rows in any table, to be filled. */
export function emptyRows(): TableRows {
  return {
    judgments: [],
    judgment_texts: [],
    judgment_paragraphs: [],
    judgment_roll_numbers: [],
    judgment_citations: [],
    norms: [],
    judgment_norm_articles: [],
    jurisdictions: [],
    pending_cases: [],
    public_hearings: [],
    hearing_roll_numbers: [],
    upcoming_decisions: [],
    decision_roll_numbers: [],
    members: [],
    press_releases: [],
    publications: [],
    job_offers: [],
    constitution_articles: [],
    constitution_article_judgments: [],
    cjeu_referrals: [],
    case_lookup: [],
    newsletter_subscriptions: [],
    documents: [],
    meta: [],
    mailing_outbox: [],
    // Filled by citizens, never by seeding.
    auth_sessions: [],
    registry_messages: [],
    // The keys of the site tokens, made by the server; a reseed keeps them.
    auth_signing_keys: [],
    // Issued to re-users by the court's staff; a reseed keeps them.
    api_keys: [],
    // Search alerts, asked for by visitors; a reseed keeps them.
    search_alerts: [],
    search_alert_tokens: [],
    search_alert_deliveries: [],
    search_alert_mails: [],
    search_documents: [],
    pending_case_documents: [],
    search_classification: [],
    search_vocabulary: [],
    // Written by publishing; a reseed empties them.
    publishing_items: [],
    publishing_audit: [],
    stored_documents: [],
    content_changes: [],
  };
}
