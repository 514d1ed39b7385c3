import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { CjeuReferral } from '../domain/model.js';
import { json } from './row-values.js';

/** The row of a referral to the Court of Justice in the public table. */
export function cjeuReferralRow(referral: CjeuReferral): Insertable<DB['cjeu_referrals']> {
  const opinion = referral.advocateGeneralOpinion;
  const answer = referral.cjeuJudgment;
  return {
    id: referral.id,
    judgment_year: referral.judgment.year,
    judgment_number: referral.judgment.number,
    cjeu_case_number: referral.cjeuCaseNumber,
    subject: json(referral.subject),
    oj_url: referral.officialJournalNotice?.url ?? null,
    oj_date: referral.officialJournalNotice?.date ?? null,
    ag_status: opinion.status,
    ag_url: opinion.status === 'delivered' ? opinion.url : null,
    ag_date: opinion.status === 'delivered' ? opinion.date : null,
    cjeu_status: answer.status,
    cjeu_url: answer.status === 'delivered' ? answer.url : null,
    cjeu_date: answer.status === 'delivered' ? answer.date : null,
    cjeu_ecli: answer.status === 'delivered' ? answer.ecli : null,
    follow_up_year: referral.followUpJudgment?.year ?? null,
    follow_up_number: referral.followUpJudgment?.number ?? null,
  };
}

/** Puts a referral to the Court of Justice in the public table, in place of what it held under its id. */
export async function storeCjeuReferral(db: Kysely<DB>, referral: CjeuReferral): Promise<void> {
  await removeCjeuReferral(db, referral.id);
  await db.insertInto('cjeu_referrals').values(cjeuReferralRow(referral)).execute();
}

export async function removeCjeuReferral(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('cjeu_referrals').where('id', '=', id).execute();
}
