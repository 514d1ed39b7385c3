import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { CjeuReferral } from '@court/contract/schemas/constitution';
import type { JudgmentRepository } from './judgments.js';

export interface ReferralPage {
  lang: Locale;
  page: number;
  pageSize: number;
  offset: number;
}

/** This court's preliminary questions to the Court of Justice of the EU, newest referral first. */
export class CjeuReferralRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly judgments: JudgmentRepository,
  ) {}

  async list({ lang, page, pageSize, offset }: ReferralPage): Promise<ListPage<CjeuReferral>> {
    const [count, rows] = await Promise.all([
      this.db
        .selectFrom('cjeu_referrals')
        .select((eb) => eb.fn.countAll<number>().as('total'))
        .executeTakeFirstOrThrow(),
      this.db
        .selectFrom('cjeu_referrals')
        .selectAll()
        .orderBy('judgment_year', 'desc')
        .orderBy('judgment_number', 'desc')
        .orderBy('id')
        .limit(pageSize)
        .offset(offset)
        .execute(),
    ]);
    const refs = rows.flatMap((r) => [
      { year: r.judgment_year, number: r.judgment_number },
      ...(r.follow_up_year !== null && r.follow_up_number !== null
        ? [{ year: r.follow_up_year, number: r.follow_up_number }]
        : []),
    ]);
    const links = await this.judgments.links(refs);
    const link = (year: number, number: number) => links.find((l) => l.year === year && l.number === number)!;
    const items = rows.map((row): CjeuReferral => {
      const subject = parseLocalized(row.subject);
      return {
        id: row.id,
        judgment: link(row.judgment_year, row.judgment_number),
        cjeuCaseNumber: row.cjeu_case_number,
        subject: pick(subject, lang),
        textLanguages: languagesOf(subject),
        officialJournalNotice: row.oj_url && row.oj_date ? { url: row.oj_url, date: row.oj_date } : null,
        advocateGeneralOpinion: {
          status: row.ag_status as CjeuReferral['advocateGeneralOpinion']['status'],
          url: row.ag_url,
          date: row.ag_date,
        },
        cjeuJudgment: {
          status: row.cjeu_status as CjeuReferral['cjeuJudgment']['status'],
          url: row.cjeu_url,
          date: row.cjeu_date,
          ecli: row.cjeu_ecli,
        },
        followUpJudgment:
          row.follow_up_year !== null && row.follow_up_number !== null
            ? link(row.follow_up_year, row.follow_up_number)
            : null,
      };
    });
    return { items, total: Number(count.total), page, pageSize };
  }
}
