import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import type { PendingCaseEntry } from '../../feeds/feed-queries.js';
import { pendingCaseSearchFeed, searchFeed, type SearchHitEntry } from '../../feeds/search-atom.js';
import { siteOrigin } from '../../feeds/site-paths.js';
import { CommonErrors, ErrorEnvelope, Lang } from '@court/contract/schemas/common';
import { API_PREFIX } from '../../types.js';
import { CONTENT_CACHE_CONTROL } from '../../content-cache.js';
import { textBody } from '../text-body.js';

/** The searches a feed can follow, with the site page that runs the same search. */
const SEARCH_PAGES = {
  'full-text-judgments': 'search/full-text-judgment',
  'by-judgment-keywords-summary': 'search/judgment-keyword-summary',
  'by-judgment-and-applicant': 'search/judgments-and-pending-cases',
  judgments: 'search/judgment',
  'by-controlled-standard': 'search/standard',
  'by-reference-standard': 'search/standard',
  'table-of-content': 'search/table-of-content',
  'pending-cases': 'search/judgments-and-pending-cases?scope=pending-cases',
} as const;
type SearchName = keyof typeof SEARCH_PAGES;

const ATOM = 'application/atom+xml; charset=utf-8';

/**
 * `/feeds/{lang}/search/{search}.atom?…`: any case-law search as a feed. The query is the search's own
 * (`/api/v1/search/{search}?…`, same parameters, same validation): the feed asks that search and turns its
 * page of hits into entries, so it always shows the hits the search page shows, in the same order. The inner
 * request counts against the same client's rate limit.
 */
const searchFeedRoute: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/feeds/:lang/search/:search.atom',
    {
      config: { responseCache: false },
      schema: {
        tags: ['open-data'],
        summary: 'Atom feed of a case-law search: takes the query parameters of /search/{search}, answers its hits',
        params: Type.Object({
          lang: Lang,
          search: Type.Enum(Object.keys(SEARCH_PAGES) as SearchName[], {
            description: 'The search to follow, as named under /api/v1/search/',
          }),
        }),
        querystring: Type.Object({}, { additionalProperties: true, description: 'The parameters of the search' }),
        response: {
          200: textBody('application/atom+xml', 'Atom 1.0 feed'),
          404: ErrorEnvelope,
          ...CommonErrors,
        },
      },
    },
    async (request, reply) => {
      const { lang, search } = request.params;
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      query.set('lang', lang);
      const answer = await app.inject({
        method: 'GET',
        url: `${API_PREFIX}/search/${search}?${query.toString()}`,
        remoteAddress: request.ip,
        headers: { host: request.host },
      });
      if (answer.statusCode !== 200) {
        return reply.code(answer.statusCode).type('application/json; charset=utf-8').send(answer.body);
      }
      const origin = siteOrigin(request);
      const frame = {
        origin,
        lang,
        self: `${origin}${request.url}`,
        pagePath: `/${lang}/${SEARCH_PAGES[search]}`,
        query: query.get('term') ?? query.get('q') ?? query.get('rollNumber') ?? '',
      };
      const xml =
        search === 'pending-cases'
          ? pendingCaseSearchFeed(frame, answer.json<{ items: PendingCaseEntry[] }>().items)
          : searchFeed(frame, answer.json<{ items: SearchHitEntry[] }>().items);
      return reply.type(ATOM).header('cache-control', CONTENT_CACHE_CONTROL).send(xml);
    },
  );
};

export default searchFeedRoute;
