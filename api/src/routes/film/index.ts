import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors, paging } from '@court/contract/schemas/common';
import { JobOfferList, JobOfferQuery } from '@court/contract/schemas/court';

// The path keeps the name the court's site has always used for its vacancies.
const film: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/vaca',
    {
      schema: {
        tags: ['court'],
        summary: 'Job offers: open ones, soonest deadline first (all, newest first, with withArchive=true)',
        querystring: JobOfferQuery,
        response: { 200: JobOfferList, ...CommonErrors },
      },
    },
    async (request) =>
      app.repos.jobOffers.list({
        lang: request.query.lang,
        withArchive: request.query.withArchive ?? false,
        ...paging(request.query),
      }),
  );
};

export default film;
