import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { AddressLimiter, RedisAddressLimiter, type AddressLimit } from './address-limiter.js';
import { MailingDelivery } from './delivery.js';
import { createMailmanClient } from './mailman-client.js';
import { MailingService } from './mailing-service.js';
import { MailingOutbox } from './outbox.js';
import { SubscriptionRecords } from './subscriptions.js';

export interface Mailing {
  service: MailingService;
  outbox: MailingOutbox;
  delivery: MailingDelivery;
  /** Subscriptions per address: in Redis, shared by every instance, when REDIS_URL is set; else in memory. */
  addressLimiter: AddressLimit;
}

const PROBE_REUSE_MS = 60_000;

declare module 'fastify' {
  interface FastifyInstance {
    mailing: Mailing;
  }
}

/**
 * The mailing-list system behind the site: the outbox, its background delivery (started with the server,
 * stopped before the database closes) and the health check. Which system it talks to is configuration only
 * (MAILING_BASE_URL); without one, requests wait in the outbox and the health check says `not-configured`.
 */
export default fp(
  async (app: FastifyInstance) => {
    const { mailingBaseUrl, mailing: settings } = app.config;
    const client = mailingBaseUrl ? createMailmanClient(mailingBaseUrl) : undefined;
    const outbox = new MailingOutbox(app.database.db);
    const delivery = new MailingDelivery({
      outbox,
      client,
      retryMs: settings.retryMs,
      attemptTimeoutMs: settings.attemptTimeoutMs,
      // A stopping instance waits for its attempts as long as a visitor waits for one.
      stopWaitMs: settings.timeoutMs,
      log: app.log,
    });
    const service = new MailingService(new SubscriptionRecords(app.database.db), outbox, delivery, settings.timeoutMs);
    app.decorate('mailing', {
      service,
      outbox,
      delivery,
      addressLimiter: app.redis
        ? new RedisAddressLimiter(app.redis, settings.addressLimitPerHour)
        : new AddressLimiter(settings.addressLimitPerHour),
    } satisfies Mailing);

    if (client) {
      // Every test subscription makes Mailman mail the probe address, so a load balancer polling /health every
      // few seconds reuses one answer for a minute instead of sending a subscription each time.
      let probe: { at: number; online: Promise<boolean> } | undefined;
      app.health.set('mailing', async () => {
        if (!probe || Date.now() - probe.at > PROBE_REUSE_MS) {
          const deadline = AbortSignal.timeout(settings.timeoutMs);
          probe = { at: Date.now(), online: client.isOnline(settings.probeList, settings.probeEmail, deadline) };
        }
        if (!(await probe.online)) throw new Error('the test subscription was not confirmed');
      });
      app.addHook('onReady', async () => delivery.start());
    }
    // Before the database closes: the attempts under way record their answers first (delivery.ts, `stop`).
    app.addHook('onClose', async () => delivery.stop());
  },
  { name: 'court-mailing', dependencies: ['court-database', 'court-health', 'court-redis'] },
);
