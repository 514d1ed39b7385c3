import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { PendingCaseList, PendingCaseQuery } from '@court/contract/schemas/cases';
import { CommonErrors, paging } from '@court/contract/schemas/common';
import {
  CjeuReferralList,
  CjeuReferralQuery,
  ConstitutionArticleList,
  ConstitutionArticleQuery,
} from '@court/contract/schemas/constitution';

const cases: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pending-cases',
    {
      schema: {
        tags: ['juris'],
        summary: 'Cases before the court, newest first; decided (archived) cases with withArchive=true',
        querystring: PendingCaseQuery,
        response: { 200: PendingCaseList, ...CommonErrors },
      },
    },
    async (request) =>
      app.repos.pendingCases.list({
        lang: request.query.lang,
        withArchive: request.query.withArchive ?? false,
        type: request.query.type,
        ...paging(request.query),
      }),
  );

  // The spec names this list `articles-const-referred-by-{product}`; this court publishes one such table, its own.
  app.get(
    '/articles-const-referred-by-court',
    {
      schema: {
        tags: ['juris'],
        summary: 'Articles of the Constitution referred to by the court, each with the judgments applying it',
        querystring: ConstitutionArticleQuery,
        response: { 200: ConstitutionArticleList, ...CommonErrors },
      },
    },
    async (request) =>
      app.repos.constitution.referredArticles({
        lang: request.query.lang,
        article: request.query.article,
        judgmentsPerArticle: request.query.judgmentsPerArticle ?? 20,
        ...paging(request.query),
      }),
  );

  app.get(
    '/questions-referred',
    {
      schema: {
        tags: ['juris'],
        summary: 'Preliminary questions of the court to the Court of Justice of the EU, with the state of each case',
        querystring: CjeuReferralQuery,
        response: { 200: CjeuReferralList, ...CommonErrors },
      },
    },
    async (request) => app.repos.cjeuReferrals.list({ lang: request.query.lang, ...paging(request.query) }),
  );
};

export default cases;
