import type { Kysely } from 'kysely';
import type { DB, PendingCasesTable } from '../db/tables.js';
import type { JurisdictionArea, Locale, PendingCase as PendingCaseModel } from '../domain/model.js';
import { languagesOf, parseJson, parseLocalized, pick } from '../domain/localized.js';
import type { PendingCase } from '@court/contract/schemas/cases';
import type { ListPage } from '@court/contract/schemas/common';

export interface PendingCaseRow extends PendingCasesTable {
  jurisdiction_name: string | null;
  jurisdiction_area: string | null;
}

export interface PendingCaseFilter {
  lang: Locale;
  withArchive: boolean;
  type?: PendingCaseModel['type'];
  page: number;
  pageSize: number;
  offset: number;
}

/** Cases before the court, newest first; archived (decided) ones only on request. */
export class PendingCaseRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(filter: PendingCaseFilter): Promise<ListPage<PendingCase>> {
    let query = this.db.selectFrom('pending_cases');
    if (!filter.withArchive) query = query.where('archived', '=', 0);
    if (filter.type) query = query.where('type', '=', filter.type);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .leftJoin('jurisdictions', 'jurisdictions.id', 'pending_cases.jurisdiction_id')
        .selectAll('pending_cases')
        .select(['jurisdictions.name as jurisdiction_name', 'jurisdictions.area as jurisdiction_area'])
        .orderBy('receipt_date', 'desc')
        .orderBy('roll_number', 'desc')
        .limit(filter.pageSize)
        .offset(filter.offset)
        .execute(),
    ]);
    const items = rows.map((row) => pendingCaseOf(row, filter.lang));
    return { items, total: Number(count.total), page: filter.page, pageSize: filter.pageSize };
  }
}

/** A pending_cases row (with its jurisdiction's name and area) as the API shows it in one language. */
export function pendingCaseOf(row: PendingCaseRow, lang: Locale): PendingCase {
  const subject = parseLocalized(row.subject);
  const questions = parseLocalized<string[]>(row.questions);
  return {
    rollNumber: row.roll_number,
    receiptDate: row.receipt_date,
    type: row.type as PendingCase['type'],
    subject: pick(subject, lang),
    textLanguages: languagesOf(subject, questions),
    referralDecision:
      row.referral_date && row.jurisdiction_id && row.jurisdiction_area
        ? {
            date: row.referral_date,
            jurisdiction: {
              id: row.jurisdiction_id,
              name: pick(parseLocalized(row.jurisdiction_name), lang),
              area: row.jurisdiction_area as JurisdictionArea,
            },
          }
        : null,
    questions: pick(questions, lang) ?? [],
    joinedCases: parseJson<string[]>(row.joined_cases, []),
    processingLanguage: row.processing_language as PendingCase['processingLanguage'],
    archived: Number(row.archived) === 1,
    judgment:
      row.judgment_year !== null && row.judgment_number !== null
        ? { year: row.judgment_year, number: row.judgment_number }
        : null,
  };
}
