import replyFrom from '@fastify/reply-from';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { FIRST_SCREEN_HEADER } from '@court/contract/schemas/site';
import { API_PATHS } from '../types.js';

/**
 * What a request tells the API about its visitor: the address chain with the address this server saw appended
 * (the API, trusting this one proxy more than it was trusted before, counts the visitor's rate limit under it),
 * and the protocol and host the visitor used (the absolute links of feeds and calendars). A visitor's own
 * first-screen header is dropped: only this server's requests for a page carry one.
 */
export function forwardedHeaders<Headers extends Record<string, unknown>>(
  request: FastifyRequest,
  headers: Headers,
): Headers {
  const peer = request.socket.remoteAddress ?? request.ip;
  const { [FIRST_SCREEN_HEADER]: _dropped, ...kept } = headers;
  const chain = headers['x-forwarded-for'];
  return {
    ...(kept as Headers),
    'x-forwarded-for': chain ? `${String(chain)}, ${peer}` : peer,
    'x-forwarded-proto': request.protocol,
    'x-forwarded-host': request.host,
  };
}

/**
 * When the site server is the front door, the API's requests (its JSON under `/api`, the content query under
 * `/_content`, the documents under `/public` and their permalinks `/{number}/{year}.pdf`) go on to API_ORIGIN
 * as they came, body unread, and its answers come back as it gave them: status, headers (its own security
 * headers, caching, compression) and body. Registered apart from the site's plugins, which add nothing to them.
 */
export default async function apiProxy(app: FastifyInstance): Promise<void> {
  await app.register(replyFrom, {
    base: app.config.apiOrigin,
    disableRequestLogging: true,
  });
  // The body streams through as the visitor sent it: the API parses and limits it.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

  const forward = (request: FastifyRequest, reply: FastifyReply) =>
    reply.from(request.url, {
      rewriteRequestHeaders: (_request, headers) => forwardedHeaders(request, headers),
      // An API instance that is stopping answers 503: the visitor gets it, the request is not sent again here.
      retryDelay: () => null,
      // No answer at all (refused, reset, too slow): the API is unavailable, which is not this server's fault.
      onError: (failed, { error }) => {
        failed.log.warn({ err: error }, 'the API did not answer a forwarded request');
        const timedOut = (error as { statusCode?: number }).statusCode === 504;
        void failed
          .code(timedOut ? 504 : 503)
          .send({ errors: [{ code: 'unavailable', message: 'The API did not answer; try again shortly' }] });
      },
    });
  for (const prefix of API_PATHS) {
    app.all(prefix, forward);
    app.all(`${prefix}/*`, forward);
  }
  app.route({ method: ['GET', 'HEAD'], url: '/:number(^\\d{1,4}$)/:year(^\\d{4}).pdf', handler: forward });
}
