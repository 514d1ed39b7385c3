import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors, paging } from '@court/contract/schemas/common';
import { AllPressQuery, PressReleaseList } from '@court/contract/schemas/press';
import { registerPressReleaseList } from '../press-release-lists.js';

const media: FastifyPluginAsyncTypebox = async (app) => {
  registerPressReleaseList(
    app,
    '/general-press-releases',
    'generalPressRelease',
    'General press releases (not about one judgment), newest first',
  );

  app.get(
    '/general-press',
    {
      schema: {
        tags: ['press'],
        summary: 'All press releases of both kinds, newest first (optionally one kind)',
        querystring: AllPressQuery,
        response: { 200: PressReleaseList, ...CommonErrors },
      },
    },
    async (request) =>
      app.repos.pressReleases.list({
        lang: request.query.lang,
        mediaType: request.query.mediaType,
        withArchive: request.query.withArchive ?? false,
        ...paging(request.query),
      }),
  );

  registerPressReleaseList(
    app,
    '/press-releases-concerning-judgments',
    'pressReleaseForJudgments',
    'Press releases concerning judgments, newest first',
  );
};

export default media;
