import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { PublicationKind } from '../../domain/model.js';
import { CommonErrors, paging } from '@court/contract/schemas/common';
import { PublicationList, PublicationQuery } from '@court/contract/schemas/court';

/** One list per kind of publication; speeches carry titles such as "Toespraak", "Discours", "Rede", "Speech". */
const LISTS: [path: string, kind: PublicationKind, summary: string][] = [
  ['/annual-reports', 'annual-report', 'Annual reports, newest first'],
  ['/brochures', 'brochure', 'Brochures, newest first'],
  ['/studies', 'study', 'Studies, newest first'],
  ['/speeches', 'speech', 'Speeches, newest first'],
];

const publications: FastifyPluginAsyncTypebox = async (app) => {
  for (const [path, kind, summary] of LISTS) {
    app.get(
      path,
      {
        schema: {
          tags: ['court'],
          summary,
          querystring: PublicationQuery,
          response: { 200: PublicationList, ...CommonErrors },
        },
      },
      async (request) => app.repos.publications.list(kind, { lang: request.query.lang, ...paging(request.query) }),
    );
  }
};

export default publications;
