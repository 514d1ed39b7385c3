import { Type, type Static } from 'typebox';
import type { CjeuReferral } from '../../domain/model.js';
import { IsoDate } from '@court/contract/schemas/common';
import { removeCjeuReferral, storeCjeuReferral } from '../../storage/cjeu-referral-store.js';
import type { ContentKind } from './kind.js';
import { JudgmentReferenceBody, LocalizedOf, PublishAt, Text } from '@court/contract/schemas/publishing-fields';

const Url = Type.String({ format: 'uri', pattern: '^https?://', maxLength: 2000 });

/** A stage of the case at the Court of Justice that has not come (or will not): its status alone. */
const Pending = <Status extends string>(status: Status) =>
  Type.Object({ status: Type.Literal(status) }, { additionalProperties: false });

/** `PUT /publishing/cjeu-referrals/{id}`: a preliminary question of the court to the Court of Justice of the EU. */
export const CjeuReferralBody = Type.Object(
  {
    judgment: JudgmentReferenceBody,
    cjeuCaseNumber: Type.String({ pattern: '^C-[0-9]{1,4}/[0-9]{2}$', description: 'e.g. C-123/24' }),
    subject: LocalizedOf(Text(5000), { description: 'Subject per language', minProperties: 1 }),
    officialJournalNotice: Type.Optional(
      Type.Object(
        { url: Url, date: IsoDate },
        { additionalProperties: false, description: 'The notice of the case in the Official Journal of the EU' },
      ),
    ),
    advocateGeneralOpinion: Type.Union([
      Type.Object({ status: Type.Literal('delivered'), url: Url, date: IsoDate }, { additionalProperties: false }),
      Pending('not-available'),
      Pending('not-published'),
    ]),
    cjeuJudgment: Type.Union([
      Type.Object(
        {
          status: Type.Literal('delivered'),
          url: Url,
          date: IsoDate,
          ecli: Type.String({ pattern: '^ECLI:EU:C:[0-9]{4}:[0-9]{1,6}$', description: 'e.g. ECLI:EU:C:2025:123' }),
        },
        { additionalProperties: false },
      ),
      Pending('not-delivered'),
      Pending('not-delivered-case-withdrawn'),
    ]),
    followUpJudgment: Type.Optional(JudgmentReferenceBody),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type CjeuReferralBody = Static<typeof CjeuReferralBody>;

/** The publishing body of a referral of the data model, under its id. */
export function cjeuReferralBody(referral: CjeuReferral): CjeuReferralBody {
  return {
    judgment: referral.judgment,
    cjeuCaseNumber: referral.cjeuCaseNumber,
    subject: referral.subject,
    ...(referral.officialJournalNotice ? { officialJournalNotice: referral.officialJournalNotice } : {}),
    advocateGeneralOpinion: referral.advocateGeneralOpinion,
    cjeuJudgment: referral.cjeuJudgment,
    ...(referral.followUpJudgment ? { followUpJudgment: referral.followUpJudgment } : {}),
  };
}

export const cjeuReferralKind: ContentKind<CjeuReferralBody> = {
  name: 'cjeu-referral',
  scope: 'publish:judgments',
  body: CjeuReferralBody,
  publish: (db, id, body) =>
    storeCjeuReferral(db, {
      id,
      judgment: body.judgment,
      cjeuCaseNumber: body.cjeuCaseNumber,
      subject: body.subject,
      officialJournalNotice: body.officialJournalNotice,
      advocateGeneralOpinion: body.advocateGeneralOpinion,
      cjeuJudgment: body.cjeuJudgment,
      followUpJudgment: body.followUpJudgment,
    }),
  unpublish: removeCjeuReferral,
  archive: { file: 'cjeu-referrals.jsonl', keyFields: ['id'] },
};
