import { Type, type Static } from 'typebox';
import {
  IsoDate,
  IsoDateTime,
  JudgmentRef,
  Lang,
  ListOf,
  LocaleList,
  Nullable,
  PagingQuery,
  Query,
  RollNumber,
  WithArchiveQuery,
} from './common.js';
import { CaseTypeSchema, JurisdictionAreaSchema } from './enums.js';

export const Jurisdiction = Type.Object({
  id: Type.String(),
  name: Nullable(Type.String()),
  area: JurisdictionAreaSchema,
});

export const PendingCase = Type.Object({
  rollNumber: Type.String(),
  receiptDate: IsoDate,
  type: CaseTypeSchema,
  subject: Nullable(Type.String({ description: 'Subject of the case in the requested language' })),
  textLanguages: LocaleList,
  referralDecision: Nullable(
    Type.Object(
      { date: IsoDate, jurisdiction: Jurisdiction },
      { description: 'Referral decision of the jurisdiction a quo' },
    ),
  ),
  questions: Type.Array(Type.String(), { description: 'Preliminary questions in the requested language' }),
  joinedCases: Type.Array(Type.String()),
  processingLanguage: Type.Enum(['nl', 'fr', 'de']),
  archived: Type.Boolean(),
  judgment: Nullable(JudgmentRef),
});

export const PendingCaseQuery = Query({
  lang: Lang,
  ...WithArchiveQuery,
  type: Type.Optional(CaseTypeSchema),
  ...PagingQuery,
});

/** A public hearing or an announced delivery of judgments. */
export const AgendaItem = Type.Object({
  id: Type.String({ description: 'Stable id, usable as a page anchor' }),
  date: IsoDateTime,
  rollNumbers: Type.Array(Type.String()),
  subject: Nullable(Type.String()),
  textLanguages: LocaleList,
});

/** One row per case of an announced delivery: what the newsletter table shows. */
export const VerdictRow = Type.Object({
  rollNumber: Type.String(),
  date: IsoDateTime,
  decisionId: Type.String(),
  subject: Nullable(Type.String({ description: 'Subject of the case (from the pending case, else the announcement)' })),
});

export const AgendaQuery = Query({ lang: Lang, ...PagingQuery });

export const CaseLookup = Type.Object({
  idRole: Type.String({ description: 'Roll number' }),
  current: Type.Boolean({ description: 'Whether the case is still pending' }),
  encinzNl: Type.String({ description: 'Case in question, in Dutch' }),
  encinzFr: Type.String({ description: 'Case in question, in French' }),
});
export const CaseLookupQuery = Query({ rollNumber: RollNumber });

export const PendingCaseList = ListOf(PendingCase);
export const AgendaList = ListOf(AgendaItem);
export const VerdictTable = ListOf(VerdictRow);

export type PendingCase = Static<typeof PendingCase>;
export type AgendaItem = Static<typeof AgendaItem>;
export type VerdictRow = Static<typeof VerdictRow>;
export type CaseLookup = Static<typeof CaseLookup>;
