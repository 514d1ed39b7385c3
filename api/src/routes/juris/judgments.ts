import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../errors.js';
import { judgmentKey } from '../../domain/references.js';
import { itemState } from '../../storage/item-state.js';
import { CommonErrors, ErrorEnvelope, paging } from '@court/contract/schemas/common';
import {
  JudgmentDetail,
  JudgmentList,
  JudgmentListQuery,
  JudgmentParams,
  LangQuery,
  YearList,
  YearListQuery,
} from '@court/contract/schemas/judgments';

const judgments: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/judgments',
    {
      schema: {
        tags: ['juris'],
        summary: 'Judgments of a year, newest first',
        querystring: JudgmentListQuery,
        response: { 200: JudgmentList, ...CommonErrors },
      },
    },
    async (request) => {
      const { lang, month, type } = request.query;
      const year = request.query.year ?? (await app.repos.judgments.latestYear()) ?? new Date().getFullYear();
      return app.repos.judgments.list({ lang, year, month, type, ...paging(request.query) });
    },
  );

  app.get(
    '/judgments/years',
    {
      schema: {
        tags: ['juris'],
        summary: 'Years that have judgments, newest first, with their counts (for a year selector)',
        querystring: YearListQuery,
        response: { 200: YearList, ...CommonErrors },
      },
    },
    async (request) => {
      const { page, pageSize, offset } = paging({ page: request.query.page, pageSize: request.query.pageSize ?? 100 });
      return app.repos.judgments.years(page, pageSize, offset);
    },
  );

  app.get(
    '/judgments/:year/:number',
    {
      schema: {
        tags: ['juris'],
        summary: 'One judgment: metadata, full text in the requested language, PDFs, citations',
        params: JudgmentParams,
        querystring: LangQuery,
        description: 'A judgment that was withdrawn answers 410 Gone.',
        response: { 200: JudgmentDetail, 404: ErrorEnvelope, 410: ErrorEnvelope, ...CommonErrors },
      },
    },
    async (request) => {
      const { year, number } = request.params;
      const judgment = await app.repos.judgmentDetails.get(year, number, request.query.lang);
      if (judgment) return judgment;
      if ((await itemState(app.database.db, 'judgment', judgmentKey(year, number)))?.state === 'withdrawn') {
        throw new HttpError(410, 'gone', `Judgment ${number}/${year} was withdrawn`);
      }
      throw notFound(`No judgment ${number}/${year}`);
    },
  );
};

export default judgments;
