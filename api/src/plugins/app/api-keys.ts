import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { ApiKeyResolver } from '../../api-keys/api-key-resolver.js';
import { ApiKeyService } from '../../api-keys/api-key-service.js';

export interface ApiKeys {
  service: ApiKeyService;
  resolver: ApiKeyResolver;
  /** Makes every instance forget a key just revoked here. */
  revoked(id: string): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    apiKeys: ApiKeys;
  }
}

/**
 * The API keys of re-users, and how a revocation reaches every instance: published on a Redis channel that each
 * instance listens to, so each drops the key from its cache at once. The channel has no history: an instance
 * that was cut off from Redis forgets every key it kept when it is back, and without Redis a revoked key works
 * on the other instances until their cache expires (API_KEY_CACHE_MS).
 */
export default fp(
  async (app: FastifyInstance) => {
    const service = new ApiKeyService(app.database, app.config.apiKeyRateLimitMax);
    const resolver = new ApiKeyResolver(service.repository);
    const { redis } = app;
    // Channels are not keys: ioredis does not put the key prefix before them.
    const channel = `${app.config.redis?.keyPrefix ?? ''}api-keys:revoked`;

    if (redis) {
      // A connection that subscribes can do nothing else, hence one of its own.
      const subscriber = redis.duplicate();
      subscriber.on('error', () => undefined); // the main client already reports Redis being out of reach
      subscriber.on('message', (_channel: string, id: string) => resolver.forget(id));
      const subscribe = () => subscriber.subscribe(channel).catch(() => undefined);
      subscriber.on('ready', () => {
        resolver.forgetAll();
        void subscribe();
      });
      app.addHook('onClose', async () => subscriber.disconnect());
      // Listening before the first request, when Redis can be reached at start; otherwise once it can.
      await subscriber.connect().catch(() => undefined);
      await subscribe();
    }

    app.decorate('apiKeys', {
      service,
      resolver,
      async revoked(id: string) {
        resolver.forget(id);
        await redis?.publish(channel, id).catch((error: unknown) => {
          app.log.warn({ err: error, apiKey: id }, 'A revoked API key could not be announced to the other instances');
        });
      },
    });
  },
  { name: 'court-api-keys', dependencies: ['court-database', 'court-redis'] },
);
