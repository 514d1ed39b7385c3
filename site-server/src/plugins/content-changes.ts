import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ContentVersion } from '@court/contract/schemas/site';
import { createContentChanges, type ContentChanges } from '@court/server-kit/content-changes';

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: ContentChanges;
  }
}

/**
 * Learns that the content changed by asking the API for its content version every CONTENT_POLL_MS
 * (`GET /api/v1/site/content-version`, a read of one row): the API's instances agree on it, whichever answers,
 * so a page is forgotten within a poll of a change made on any of them. An API that does not answer changes
 * nothing: the kept pages still expire after PAGE_CACHE_SECONDS.
 */
export default fp(
  async (app: FastifyInstance) => {
    const changes = createContentChanges();
    app.decorate('contentChanges', changes);

    let seen: string | undefined;
    let polling: Promise<void> = Promise.resolve();
    const poll = async () => {
      const version = (await app.api.json<ContentVersion>('/api/v1/site/content-version'))?.version;
      if (version === undefined) return;
      if (seen !== undefined && version !== seen) changes.notify();
      seen = version;
    };
    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => {
        polling = polling.then(poll);
      }, app.config.contentPollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await polling;
    });
  },
  { name: 'site-content-changes' },
);
