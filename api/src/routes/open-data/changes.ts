import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors } from '@court/contract/schemas/common';
import { ChangePage, ChangesQuery } from '@court/contract/schemas/open-data';
import { readChanges } from '../../open-data/change-feed.js';

const changes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/changes',
    {
      schema: {
        tags: ['open-data'],
        summary: 'What was published, updated or withdrawn, in order, from a cursor on',
        description:
          'Replaying the feed from its start (no `since`) gives every item on the site as `created`; following ' +
          '`next` while `more` is true, then again later, keeps a copy up to date. Start from the `cursor` of the ' +
          'bulk manifest after loading a bulk file. A cursor this feed never gave answers 400 `invalid-cursor`.',
        querystring: ChangesQuery,
        response: { 200: ChangePage, ...CommonErrors },
      },
    },
    async (request) => readChanges(app.database.db, request.query.since, request.query.limit ?? 100),
  );
};

export default changes;
