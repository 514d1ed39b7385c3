import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { PendingCase } from '../domain/model.js';
import { documentBase, pendingCaseDocuments, TEXT_LANGS } from '../search/documents.js';
import { insertRows } from './insert-rows.js';
import { saveJurisdiction } from './judgment-store.js';
import { flag, json } from './row-values.js';

/** The row of a pending case in the public table. */
export function pendingCaseRow(c: PendingCase): Insertable<DB['pending_cases']> {
  return {
    roll_number: c.rollNumber,
    receipt_date: c.receiptDate,
    type: c.type,
    subject: json(c.subject),
    referral_date: c.referralDecision?.date ?? null,
    jurisdiction_id: c.referralDecision?.jurisdiction.id ?? null,
    questions: json(c.questions),
    joined_cases: json(c.joinedCases),
    processing_language: c.processingLanguage,
    archived: flag(c.archived),
    judgment_year: c.judgment?.year ?? null,
    judgment_number: c.judgment?.number ?? null,
  };
}

/**
 * Puts a pending case in the public table and its search documents in the index, in place of what they held for
 * its roll number; the referring court is written (or renamed) with it.
 */
export async function storePendingCase(db: Kysely<DB>, c: PendingCase): Promise<void> {
  await removePendingCase(db, c.rollNumber);
  if (c.referralDecision) await saveJurisdiction(db, c.referralDecision.jurisdiction);
  await db.insertInto('pending_cases').values(pendingCaseRow(c)).execute();
  await insertRows(db, 'pending_case_documents', pendingCaseDocuments(c.rollNumber, c.subject, c.questions));
}

/** Takes a pending case out of the public table and out of the search index. */
export async function removePendingCase(db: Kysely<DB>, rollNumber: string): Promise<void> {
  const documentIds = TEXT_LANGS.map((lang) => documentBase(lang) + Number(rollNumber));
  await db.deleteFrom('pending_case_documents').where('rowid', 'in', documentIds).execute();
  await db.deleteFrom('pending_cases').where('roll_number', '=', rollNumber).execute();
}
