import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { HttpError, notFound } from '../../errors.js';
import { judgmentKey, type PdfLocale } from '../../domain/references.js';
import { AKN_MEDIA_TYPE, judgmentAkn } from '../../akoma-ntoso/judgment-document.js';
import type { Locale } from '../../domain/model.js';
import { textBody } from '../text-body.js';
import { itemState } from '../../storage/item-state.js';
import { CommonErrors, ErrorEnvelope, paging } from '@court/contract/schemas/common';
import {
  JudgmentDetail,
  JudgmentList,
  JudgmentListQuery,
  JudgmentParams,
  LangQuery,
  OfficialLangQuery,
  YearList,
  YearListQuery,
} from '@court/contract/schemas/judgments';

const AKN_ANSWER_TYPE = `${AKN_MEDIA_TYPE}; charset=utf-8`;
const LANGUAGE_NAMES: Record<PdfLocale, string> = { nl: 'Dutch', fr: 'French', de: 'German' };

const judgments: FastifyPluginAsyncTypebox = async (app) => {
  /** The judgment in one language, or 410 for a withdrawn judgment and 404 for one that never was. */
  async function judgmentOrError(year: number, number: number, lang: Locale) {
    const judgment = await app.repos.judgmentDetails.get(year, number, lang);
    if (judgment) return judgment;
    if ((await itemState(app.database.db, 'judgment', judgmentKey(year, number)))?.state === 'withdrawn') {
      throw new HttpError(410, 'gone', `Judgment ${number}/${year} was withdrawn`);
    }
    throw notFound(`No judgment ${number}/${year}`);
  }

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
    async (request) => judgmentOrError(request.params.year, request.params.number, request.query.lang),
  );

  app.get(
    '/judgments/:year/:number/akn',
    {
      schema: {
        tags: ['juris', 'open-data'],
        summary: 'One official language version of a judgment as Akoma Ntoso (OASIS LegalDocML 1.0) XML',
        description:
          'Identified by IRIs of the Akoma Ntoso naming convention built on the ECLI (kept as FRBRalias "ECLI"). ' +
          'The eId of a numbered paragraph is `para_` followed by its number, the anchor of that paragraph on ' +
          'the judgment page (`para_B.7.3` there is `#B.7.3`). A language the judgment was not delivered in ' +
          'answers 404; a withdrawn judgment 410.',
        params: JudgmentParams,
        querystring: OfficialLangQuery,
        response: {
          200: textBody(AKN_ANSWER_TYPE, 'Akoma Ntoso 1.0 judgment document'),
          404: ErrorEnvelope,
          410: ErrorEnvelope,
          ...CommonErrors,
        },
      },
    },
    async (request, reply) => {
      const { year, number } = request.params;
      const { lang } = request.query;
      const judgment = await judgmentOrError(year, number, lang);
      if (!judgment.languages.includes(lang) || judgment.fullTextLanguage !== lang) {
        throw notFound(`Judgment ${number}/${year} has no ${LANGUAGE_NAMES[lang]} version`);
      }
      return reply.type(AKN_ANSWER_TYPE).send(judgmentAkn(judgment, lang));
    },
  );
};

export default judgments;
