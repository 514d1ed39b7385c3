import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { CommonErrors, Query } from '@court/contract/schemas/common';
import { ContentVersion, SitemapEntries } from '@court/contract/schemas/site';
import { readContentVersion } from '../../publishing/item-store.js';
import { sitemapEntries } from '../../repositories/sitemap-entries.js';

/** What the site server asks of the API beyond the public resources the pages show. */
const site: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/sitemap-entries',
    {
      schema: {
        tags: ['service'],
        summary: "The members and published judgments the site's sitemap lists, with each judgment's languages",
        querystring: Query({}),
        response: { 200: SitemapEntries, ...CommonErrors },
      },
    },
    async () => sitemapEntries(app.database.db),
  );

  // Asked every second by each site server: never kept, never limited.
  app.get(
    '/content-version',
    {
      config: { responseCache: false, rateLimit: false },
      schema: {
        tags: ['service'],
        summary: 'A value that changes whenever the content changes, for those who keep what they drew from it',
        querystring: Query({}),
        response: { 200: ContentVersion, ...CommonErrors },
      },
    },
    async (_request, reply) => {
      const published = (await readContentVersion(app.database.db)) ?? 'none';
      reply.header('cache-control', 'no-store');
      return { version: `${published}.${app.contentEdits.value}` };
    },
  );
};

export default site;
