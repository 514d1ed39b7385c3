import { Type, type Static } from 'typebox';
import type { PendingCase } from '../../domain/model.js';
import { IsoDate, RollNumber } from '@court/contract/schemas/common';
import { CaseTypeSchema } from '@court/contract/schemas/enums';
import { removePendingCase, storePendingCase } from '../../storage/pending-case-store.js';
import type { ContentKind } from './kind.js';
import {
  JudgmentReferenceBody,
  JurisdictionBody,
  LocalizedOf,
  PublishAt,
  Text,
} from '@court/contract/schemas/publishing-fields';

/** `PUT /publishing/pending-cases/{rollNumber}`: a case before the court, as the registry records it. */
export const PendingCaseBody = Type.Object(
  {
    receiptDate: IsoDate,
    type: CaseTypeSchema,
    subject: LocalizedOf(Text(5000), { description: 'Subject of the case per language', minProperties: 1 }),
    referralDecision: Type.Optional(
      Type.Object(
        { date: IsoDate, jurisdiction: JurisdictionBody },
        { additionalProperties: false, description: 'For preliminary questions: the referring court and its decision' },
      ),
    ),
    questions: Type.Optional(
      LocalizedOf(Type.Array(Text(20_000), { maxItems: 100 }), { description: 'The questions referred, per language' }),
    ),
    joinedCases: Type.Optional(
      Type.Array(RollNumber, { maxItems: 200, uniqueItems: true, description: 'Roll numbers of the cases joined' }),
    ),
    processingLanguage: Type.Enum(['nl', 'fr', 'de'], { description: 'Language of the proceedings' }),
    archived: Type.Optional(
      Type.Boolean({ description: 'Moved to the archive once decided; listed only with the archive (default false)' }),
    ),
    judgment: Type.Optional(JudgmentReferenceBody),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type PendingCaseBody = Static<typeof PendingCaseBody>;

export function toPendingCase(rollNumber: string, body: PendingCaseBody): PendingCase {
  return {
    rollNumber,
    receiptDate: body.receiptDate,
    type: body.type,
    subject: body.subject,
    referralDecision: body.referralDecision,
    questions: body.questions ?? {},
    joinedCases: body.joinedCases ?? [],
    processingLanguage: body.processingLanguage,
    archived: body.archived ?? false,
    judgment: body.judgment,
  };
}

/** The publishing body of a pending case of the data model, under its roll number. */
export function pendingCaseBody(c: PendingCase): PendingCaseBody {
  return {
    receiptDate: c.receiptDate,
    type: c.type,
    subject: c.subject,
    ...(c.referralDecision ? { referralDecision: c.referralDecision } : {}),
    questions: c.questions,
    joinedCases: c.joinedCases,
    processingLanguage: c.processingLanguage,
    archived: c.archived,
    ...(c.judgment ? { judgment: c.judgment } : {}),
  };
}

export const pendingCaseKind: ContentKind<PendingCaseBody> = {
  name: 'pending-case',
  scope: 'publish:cases',
  body: PendingCaseBody,
  problems(rollNumber, body) {
    const index = body.joinedCases?.indexOf(rollNumber) ?? -1;
    return index === -1
      ? []
      : [{ path: `/joinedCases/${index}`, code: 'self', message: `Case ${rollNumber} cannot be joined with itself` }];
  },
  publish: (db, rollNumber, body) => storePendingCase(db, toPendingCase(rollNumber, body)),
  unpublish: removePendingCase,
  archive: { file: 'pending-cases.jsonl', keyFields: ['rollNumber'] },
};
