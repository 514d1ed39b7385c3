import type { FastifyBaseLogger } from 'fastify';
import { isCaseList } from './lists.js';
import type { MailingOutcome, MailmanClient } from './mailman-client.js';
import type { MailingOutbox, OutboxRow } from './outbox.js';

/** Waits grow from the configured first wait by doubling, up to 256 times it, with a little jitter. */
const MAX_BACKOFF_FACTOR = 256;
const BATCH = 20;

export function backoffMs(firstWaitMs: number, attempts: number, random = Math.random): number {
  const factor = Math.min(MAX_BACKOFF_FACTOR, 2 ** Math.max(0, attempts - 1));
  return Math.round(firstWaitMs * factor * (1 + random() * 0.2));
}

export interface DeliveryOptions {
  outbox: MailingOutbox;
  /** Undefined when no mailing system is configured: requests wait in the outbox. */
  client: MailmanClient | undefined;
  retryMs: number;
  log: FastifyBaseLogger;
}

/**
 * Sends what waits in the outbox: at once for a fresh request (so the visitor learns the result), and in the
 * background for everything whose next attempt is due. Each row is claimed before it is sent and deleted once
 * the mailing system took it, so it reaches the system once, from one instance.
 */
export class MailingDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;

  constructor(private readonly options: DeliveryOptions) {}

  /** Sends these rows now; answers, per row, whether the mailing system took it (`done`) or what happened. */
  async deliver(ids: number[]): Promise<MailingOutcome[]> {
    return Promise.all(ids.map((id) => this.deliverOne(id)));
  }

  private async deliverOne(id: number): Promise<MailingOutcome> {
    const { outbox, client, retryMs, log } = this.options;
    if (!client) return { kind: 'retry', reason: 'no mailing system configured' };
    const row = await outbox.claim(id);
    // Another loop or instance is sending it: it is on its way.
    if (!row) return { kind: 'retry', reason: 'being sent' };
    const outcome = await this.send(client, row);
    if (outcome.kind === 'done') await outbox.delivered(row.id);
    else if (outcome.kind === 'rejected') {
      await outbox.failed(row.id, outcome.reason);
      log.warn({ list: row.list, action: row.action, reason: outcome.reason }, 'mailing request refused');
    } else await outbox.retryAt(row.id, Date.now() + backoffMs(retryMs, row.attempts), outcome.reason);
    return outcome;
  }

  private async send(client: MailmanClient, row: OutboxRow): Promise<MailingOutcome> {
    if (row.action === 'unsubscribe') return client.unsubscribe(row.list, row.email);
    // A case list exists only while the court keeps it: its info page is asked first (spec section 5), so a
    // closed case is refused without posting a form, and a system that does not answer is tried again later.
    if (isCaseList(row.list)) {
      const status = await client.listStatus(row.list);
      if (status === 'missing') return { kind: 'rejected', reason: 'no-such-list' };
      if (status === 'unreachable') return { kind: 'retry', reason: 'list info page did not answer' };
    }
    return client.subscribe(row.list, row.email);
  }

  /** One pass over the due rows; returns how many it handled. */
  async runOnce(): Promise<number> {
    let handled = 0;
    for (;;) {
      const ids = await this.options.outbox.due(BATCH);
      if (ids.length === 0 || this.stopped) return handled;
      await this.deliver(ids);
      handled += ids.length;
    }
  }

  /** Polls the outbox every `retryMs` (at most every 30 s) until stopped. */
  start(): void {
    if (!this.options.client) return;
    const interval = Math.min(this.options.retryMs, 30_000);
    const tick = () => {
      if (this.stopped) return;
      this.running = this.runOnce()
        .then(() => undefined)
        .catch((error: unknown) => this.options.log.error({ err: error }, 'mailing delivery pass failed'))
        .finally(() => {
          this.running = undefined;
          if (!this.stopped) this.timer = setTimeout(tick, interval).unref();
        });
    };
    this.timer = setTimeout(tick, 0).unref();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
