import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { API_PREFIX } from '../../types.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** false: never answer this route from the response cache (health, the OpenAPI document). */
    responseCache?: boolean;
  }
}

interface Entry {
  expires: number;
  body: string;
  etag: string;
  type: string;
}

/** Enough for every list page and the most read judgments; a judgment with its full text is tens of kilobytes. */
const MAX_ENTRIES = 500;

/**
 * Keeps the serialised answers of GET routes of the API for a short time (RESPONSE_CACHE_SECONDS), keyed by
 * URL, with their ETag, and forgets them all the moment the content changes (content-changes.ts); a few
 * seconds of reuse spares the database, the serialiser and the hashing under load.
 *
 * Must be registered after the ETag plugin and before compression: its onSend hook then sees the JSON text
 * with its ETag, before any encoding. A hit still passes the rate limit, validation, 304 and compression.
 */
async function responseCache(app: FastifyInstance): Promise<void> {
  const ttlMs = app.config.responseCacheSeconds * 1000;
  const entries = new Map<string, Entry>();
  const hits = new WeakSet<FastifyRequest>();
  app.contentChanges.listen(() => entries.clear());
  if (ttlMs === 0) return;

  const cacheable = (request: FastifyRequest) =>
    (request.method === 'GET' || request.method === 'HEAD') &&
    request.url.startsWith(`${API_PREFIX}/`) &&
    request.routeOptions.config.responseCache !== false;

  // Looked up in preHandler, so the rate limit (a route-level onRequest hook) and validation apply to hits too.
  app.addHook('preHandler', async (request, reply) => {
    if (!cacheable(request)) return;
    const entry = entries.get(request.url);
    if (!entry) return;
    if (entry.expires < Date.now()) {
      entries.delete(request.url);
      return;
    }
    hits.add(request);
    return reply.header('etag', entry.etag).type(entry.type).send(entry.body);
  });

  app.addHook('onSend', async (request, reply, payload) => {
    if (hits.has(request) || reply.statusCode !== 200 || typeof payload !== 'string' || !cacheable(request)) {
      return payload;
    }
    const etag = reply.getHeader('etag');
    const type = reply.getHeader('content-type');
    if (typeof etag !== 'string' || typeof type !== 'string') return payload;
    entries.set(request.url, { expires: Date.now() + ttlMs, body: payload, etag, type });
    if (entries.size > MAX_ENTRIES) entries.delete(entries.keys().next().value as string);
    return payload;
  });
}

export default fp(responseCache, { name: 'court-response-cache', dependencies: ['court-content-changes'] });
