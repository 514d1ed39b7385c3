import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';

/** A Redis on another continent, or one that is stuck, must not hold a request longer than this. */
const COMMAND_TIMEOUT_MS = 500;
/** How long start-up waits for a Redis that does not answer before going on without it. */
const CONNECT_TIMEOUT_MS = 2000;

declare module 'fastify' {
  interface FastifyInstance {
    /** The one Redis client of this app (REDIS_URL), where every rate limit is counted; undefined: in memory. */
    redis: Redis | undefined;
  }
}

/**
 * The Redis client the rate limits share between instances. Redis going down must not take the site down, so
 * a command fails at once while the connection is lost (no offline queue) and after COMMAND_TIMEOUT_MS while
 * Redis does not answer; the limits then let requests through. The client keeps reconnecting in the background;
 * losing Redis is logged once as a warning, getting it back once as information. Start-up waits for the first
 * connection at most CONNECT_TIMEOUT_MS, then goes on without it. REDIS_URL is never logged: it may hold a password.
 */
export default fp(
  async (app: FastifyInstance) => {
    const settings = app.config.redis;
    if (!settings) {
      app.decorate('redis', undefined);
      return;
    }
    const redis = new Redis(settings.url, {
      keyPrefix: settings.keyPrefix,
      lazyConnect: true,
      enableOfflineQueue: false,
      connectTimeout: CONNECT_TIMEOUT_MS,
      commandTimeout: COMMAND_TIMEOUT_MS,
    });
    let reachable = true;
    redis.on('error', (error: Error) => {
      if (!reachable) return;
      reachable = false;
      app.log.warn({ err: error }, 'Redis cannot be reached: rate limits let requests through until it is back');
    });
    redis.on('ready', () => {
      if (reachable) return;
      reachable = true;
      app.log.info('Redis reached again: rate limits are shared by every instance');
    });
    app.decorate('redis', redis);
    app.addHook('onClose', async () => {
      // quit lets the commands under way finish; disconnect also stops a client that is still trying to connect.
      await redis.quit().catch(() => undefined);
      redis.disconnect();
    });
    // A failed first connection was logged by the error handler, and the client goes on trying.
    await redis.connect().catch(() => undefined);
  },
  { name: 'court-redis' },
);
