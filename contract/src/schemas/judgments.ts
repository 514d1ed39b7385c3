import { Type, type Static } from 'typebox';
import { IsoDate, Lang, LocaleList, ListOf, Nullable, OFFICIAL_LOCALES, PagingQuery, Query } from './common.js';
import {
  ApplicantTypeSchema,
  JurisdictionAreaSchema,
  NormKindSchema,
  OutcomeSchema,
  ProceedingTypeSchema,
} from './enums.js';

export const OfficialLangList = Type.Array(Type.Enum(OFFICIAL_LOCALES), {
  description: 'Official language versions of the judgment (each has a full text and a PDF)',
});

export const PdfLinks = Type.Object(
  {
    nl: Type.Optional(Type.String()),
    fr: Type.Optional(Type.String()),
    de: Type.Optional(Type.String()),
  },
  { description: 'URL of the PDF of each language version' },
);

/** A judgment as other records point to it. */
export const JudgmentLink = Type.Object({
  year: Type.Integer(),
  number: Type.Integer(),
  ecli: Type.String({ description: 'ECLI:BE:GHCC:{year}:ARR.{NNN}' }),
  date: Nullable(IsoDate),
});

export const JudgmentSummary = Type.Object({
  year: Type.Integer(),
  number: Type.Integer(),
  ecli: Type.String(),
  date: IsoDate,
  type: ProceedingTypeSchema,
  outcome: OutcomeSchema,
  headnote: Nullable(Type.String({ description: 'The court headnote in the requested language' })),
  keywords: Type.Array(Type.String(), { description: 'Keywords in the requested language (empty when none)' }),
  rollNumbers: Type.Array(Type.String()),
  languages: OfficialLangList,
  textLanguages: LocaleList,
  pdf: PdfLinks,
});

export const Norm = Type.Object({
  normId: Type.String(),
  kind: NormKindSchema,
  title: Nullable(Type.String()),
  date: Nullable(IsoDate),
  articles: Type.Array(Type.String()),
});

export const Paragraph = Type.Object({
  id: Type.String({ description: 'The court number of the paragraph (A.1, B.7.3) or a section numeral' }),
  level: Type.Integer({ minimum: 0 }),
  kind: Type.Enum(['heading', 'paragraph', 'operative']),
  text: Type.String(),
});

export const JudgmentDetail = Type.Object({
  ...JudgmentSummary.properties,
  summary: Nullable(Type.String()),
  judges: Type.Array(Type.String(), { description: 'The presiding judge first' }),
  registrar: Type.String(),
  applicant: Type.String(),
  applicantType: ApplicantTypeSchema,
  jurisdictionAQuo: Nullable(
    Type.Object({ id: Type.String(), name: Nullable(Type.String()), area: JurisdictionAreaSchema }),
  ),
  referralDate: Nullable(IsoDate),
  officialJournalDate: Nullable(IsoDate),
  reviewedNorms: Type.Array(Norm),
  referenceNorms: Type.Array(Norm),
  classification: Type.Array(Type.String()),
  fullTextLanguage: Nullable(Lang),
  paragraphs: Type.Array(Paragraph, { description: 'Full text in the requested language; empty when there is none' }),
  cites: Type.Array(JudgmentLink, { description: 'Earlier judgments this one cites' }),
  citedBy: Type.Array(JudgmentLink, { description: 'Later judgments citing this one' }),
});

export const YearCount = Type.Object({ year: Type.Integer(), count: Type.Integer() });

const year = (description: string) => Type.Integer({ minimum: 1985, maximum: 2100, description });

export const JudgmentListQuery = Query({
  lang: Lang,
  year: Type.Optional(year('Year of the judgments (default: the latest year with judgments)')),
  month: Type.Optional(Type.Integer({ minimum: 1, maximum: 12, description: 'Month of the judgment date (1-12)' })),
  type: Type.Optional(ProceedingTypeSchema),
  ...PagingQuery,
});

export const JudgmentParams = Type.Object(
  {
    year: year('Year of the judgment'),
    number: Type.Integer({ minimum: 1, maximum: 9999, description: 'Number within the year' }),
  },
  { additionalProperties: false },
);
export const LangQuery = Query({ lang: Lang });

/** The language of an official version: the court's documents exist in these only. */
export const OfficialLang = Type.Enum(OFFICIAL_LOCALES, {
  description: 'Language of the official version: nl, fr or de',
});
export const OfficialLangQuery = Query({ lang: OfficialLang });

export const YearListQuery = Query({
  page: PagingQuery.page,
  pageSize: Type.Optional(
    Type.Integer({ minimum: 1, maximum: 100, default: 100, description: 'Years per page (1-100)' }),
  ),
});

export const JudgmentList = ListOf(JudgmentSummary);
export const YearList = ListOf(YearCount);

export type JudgmentSummary = Static<typeof JudgmentSummary>;
export type JudgmentDetail = Static<typeof JudgmentDetail>;
export type JudgmentLink = Static<typeof JudgmentLink>;
export type Norm = Static<typeof Norm>;
export type YearCount = Static<typeof YearCount>;
