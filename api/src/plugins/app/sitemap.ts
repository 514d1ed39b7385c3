import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import { siteOrigin } from '../../feeds/site-paths.js';
import { robotsTxt } from '../../sitemap/robots.js';
import { sitemapDocument, sitemapPart, sitemapUrls } from '../../sitemap/sitemap.js';
import { CONTENT_CACHE_CONTROL } from '../../content-cache.js';

const XML = 'application/xml; charset=utf-8';
const CACHE = CONTENT_CACHE_CONTROL;

/**
 * Serves /sitemap.xml (an index of /sitemaps/{n}.xml parts past 50,000 URLs) and /robots.txt from the site
 * server, beside the pages they describe. Registered before the site's catch-all, which would answer 404.
 */
export default async function sitemap(app: FastifyInstance): Promise<void> {
  const db = app.database.db;
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();

  typed.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const xml = sitemapDocument(origin, await sitemapUrls(db, origin));
    return reply.type(XML).header('cache-control', CACHE).send(xml);
  });

  typed.get(
    '/sitemaps/:part.xml',
    { schema: { params: Type.Object({ part: Type.Integer({ minimum: 1, maximum: 1000 }) }) } },
    async (request, reply) => {
      const origin = siteOrigin(request);
      const xml = sitemapPart(await sitemapUrls(db, origin), request.params.part);
      if (!xml) return reply.callNotFound();
      return reply.type(XML).header('cache-control', CACHE).send(xml);
    },
  );

  typed.get('/robots.txt', async (request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', CACHE)
      .send(robotsTxt(siteOrigin(request))),
  );
}
