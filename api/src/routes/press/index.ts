import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { AgendaList, AgendaQuery } from '@court/contract/schemas/cases';
import { CommonErrors, paging } from '@court/contract/schemas/common';
import { registerPressReleaseList } from '../press-release-lists.js';

const press: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/pleadings',
    {
      schema: {
        tags: ['press'],
        summary: 'Upcoming public hearings (pleadings), soonest first, for the press',
        querystring: AgendaQuery,
        response: { 200: AgendaList, ...CommonErrors },
      },
    },
    async (request) => app.repos.agenda.upcomingHearings({ lang: request.query.lang, ...paging(request.query) }),
  );

  registerPressReleaseList(
    app,
    '/judgments',
    'pressReleaseForJudgments',
    'Press releases concerning judgments, newest first',
  );
};

export default press;
