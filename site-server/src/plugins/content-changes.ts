import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ContentVersion } from '@court/contract/schemas/site';
import { createContentChanges, type ContentChanges } from '@court/server-kit/content-changes';

/** The content's changes, and a way to learn of one at once: asked before a kept page is sent again. */
export interface SiteContentChanges extends ContentChanges {
  /** Asks the API for its content version now (one question for everyone who asks meanwhile). */
  checkNow(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    contentChanges: SiteContentChanges;
  }
}

/**
 * Learns that the content changed by asking the API for its content version every CONTENT_POLL_MS and before a
 * kept page is sent again (`GET /api/v1/site/content-version`, a read of one row): the API's instances agree on
 * it, whichever answers, so a page drawn before a change made on any of them is never sent after it. (A kept page
 * carries the data it was drawn with to the browser, which shows it as it is.) An API that does not answer
 * changes nothing: the kept pages still expire after PAGE_CACHE_SECONDS.
 */
export default fp(
  async (app: FastifyInstance) => {
    let seen: string | undefined;
    let asking: Promise<void> | undefined;
    const poll = async () => {
      const version = (await app.api.json<ContentVersion>('/api/v1/site/content-version'))?.version;
      if (version === undefined) return;
      if (seen !== undefined && version !== seen) changes.notify();
      seen = version;
    };
    const checkNow = () => (asking ??= poll().finally(() => (asking = undefined)));
    const changes: SiteContentChanges = Object.assign(createContentChanges(), { checkNow });
    app.decorate('contentChanges', changes);

    let timer: NodeJS.Timeout | undefined;
    app.addHook('onReady', async () => {
      timer = setInterval(() => void checkNow(), app.config.contentPollMs);
      timer.unref();
    });
    app.addHook('onClose', async () => {
      clearInterval(timer);
      await asking;
    });
  },
  { name: 'site-content-changes' },
);
