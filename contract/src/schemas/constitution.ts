import { Type, type Static } from 'typebox';
import { IsoDate, Lang, ListOf, LocaleList, Nullable, PagingQuery, Query } from './common.js';
import { JudgmentLink } from './judgments.js';

export const ConstitutionArticle = Type.Object({
  article: Type.String({ description: 'Article number as written in the Constitution (10, 11, 23, 170)' }),
  title: Nullable(Type.String()),
  text: Nullable(Type.String()),
  textLanguages: LocaleList,
  judgmentCount: Type.Integer({ description: 'Number of judgments applying the article' }),
  judgments: Type.Array(JudgmentLink, {
    description: 'Judgments applying the article, newest first (at most judgmentsPerArticle)',
  }),
});

export const ConstitutionArticleQuery = Query({
  lang: Lang,
  article: Type.Optional(
    Type.String({ pattern: '^[0-9]{1,3}[a-z]{0,6}$', description: 'Only this article (e.g. 10, 23, 9bis)' }),
  ),
  judgmentsPerArticle: Type.Optional(
    Type.Integer({
      minimum: 0,
      maximum: 10000,
      default: 20,
      description: 'Judgments listed per article, newest first (default 20); judgmentCount gives how many there are',
    }),
  ),
  ...PagingQuery,
});

const Link = Type.Object({ url: Type.String(), date: IsoDate });

export const CjeuReferral = Type.Object({
  id: Type.String(),
  judgment: JudgmentLink,
  cjeuCaseNumber: Type.String({ description: 'Case number at the Court of Justice, e.g. C-123/25' }),
  subject: Nullable(Type.String()),
  textLanguages: LocaleList,
  officialJournalNotice: Nullable(Link),
  advocateGeneralOpinion: Type.Object({
    status: Type.Enum(['delivered', 'not-available', 'not-published']),
    url: Nullable(Type.String()),
    date: Nullable(IsoDate),
  }),
  cjeuJudgment: Type.Object({
    status: Type.Enum(['delivered', 'not-delivered', 'not-delivered-case-withdrawn']),
    url: Nullable(Type.String()),
    date: Nullable(IsoDate),
    ecli: Nullable(Type.String()),
  }),
  followUpJudgment: Nullable(JudgmentLink),
});
export const CjeuReferralQuery = Query({ lang: Lang, ...PagingQuery });

export const ConstitutionArticleList = ListOf(ConstitutionArticle);
export const CjeuReferralList = ListOf(CjeuReferral);

export type ConstitutionArticle = Static<typeof ConstitutionArticle>;
export type CjeuReferral = Static<typeof CjeuReferral>;
