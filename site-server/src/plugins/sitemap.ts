import type { FastifyInstance, FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { SitemapEntries } from '@court/contract/schemas/site';
import { robotsTxt } from '../sitemap/robots.js';
import { sitemapDocument, sitemapPart, sitemapUrls, type SitemapUrl } from '../sitemap/sitemap.js';

const XML = 'application/xml; charset=utf-8';
/** As the API's content: may be stored, but asked again each time (answered 304 while unchanged). */
const CACHE = 'public, no-cache';

/** The origin the visitor reached (behind a trusted proxy: its forwarded host and protocol). */
const siteOrigin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

/**
 * Serves /sitemap.xml (an index of /sitemaps/{n}.xml parts past 50,000 URLs) and /robots.txt beside the pages
 * they describe. The members and judgments come from the API (`GET /api/v1/site/sitemap-entries`); when it
 * does not answer, the sitemap answers 503 rather than a sitemap without them.
 */
export default async function sitemap(app: FastifyInstance): Promise<void> {
  const typed = app.withTypeProvider<TypeBoxTypeProvider>();
  const urls = async (request: FastifyRequest): Promise<SitemapUrl[]> => {
    const entries = await app.api.json<SitemapEntries>('/api/v1/site/sitemap-entries');
    if (!entries) throw Object.assign(new Error('The API did not answer'), { statusCode: 503 });
    return sitemapUrls(entries, siteOrigin(request));
  };

  typed.get('/sitemap.xml', async (request, reply) => {
    const xml = sitemapDocument(siteOrigin(request), await urls(request));
    return reply.type(XML).header('cache-control', CACHE).send(xml);
  });

  typed.get(
    '/sitemaps/:part.xml',
    { schema: { params: Type.Object({ part: Type.Integer({ minimum: 1, maximum: 1000 }) }) } },
    async (request, reply) => {
      const xml = sitemapPart(await urls(request), request.params.part);
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
