import type { FastifyBaseLogger } from 'fastify';
import { isCaseList } from './lists.js';
import type { MailingOutcome, MailmanClient } from './mailman-client.js';
import type { MailingOutbox, OutboxRow } from './outbox.js';

/** Waits grow from the configured first wait by doubling, up to 256 times it, with a little jitter. */
const MAX_BACKOFF_FACTOR = 256;
const BATCH = 20;
/**
 * How much longer a claim lasts than the attempt it covers: the time to record the answer, and the difference
 * between the clocks of two instances (one instance writes when its claim ends, another reads it by its own clock).
 */
const LEASE_MARGIN_MS = 10_000;

export function backoffMs(firstWaitMs: number, attempts: number, random = Math.random): number {
  const factor = Math.min(MAX_BACKOFF_FACTOR, 2 ** Math.max(0, attempts - 1));
  return Math.round(firstWaitMs * factor * (1 + random() * 0.2));
}

/** The promise's value, or `fallback` once `ms` have passed without it. */
function within<T>(promise: Promise<T>, ms: number, fallback: T): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<T>((resolve) => {
    timer = setTimeout(() => resolve(fallback), ms);
  });
  return Promise.race([promise, late]).finally(() => clearTimeout(timer));
}

export interface DeliveryOptions {
  outbox: MailingOutbox;
  /** Undefined when no mailing system is configured: requests wait in the outbox. */
  client: MailmanClient | undefined;
  retryMs: number;
  /** How long an attempt waits for the mailing system before it counts as unanswered and is tried again later. */
  attemptTimeoutMs: number;
  /** How long stopping waits for the attempts under way before it ends them. */
  stopWaitMs: number;
  log: FastifyBaseLogger;
}

/**
 * Sends what waits in the outbox: at once for a fresh request (the visitor waits a while for the answer) and in
 * the background for everything whose next attempt is due. Each row is claimed before it is sent and deleted once
 * the mailing system took it. A claim lasts longer than its attempt can (every request of an attempt ends at the
 * attempt's deadline), so no other instance takes a row while an attempt may still reach the mailing system with
 * it. A row is sent again only after an attempt that ended without the system's answer, or after its instance
 * died; the system then answers from what it already has (see mailman-client.ts).
 */
export class MailingDelivery {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private stopped = false;
  /** Ends the attempts still under way once stopping has waited for them long enough. */
  private readonly stopping = new AbortController();
  private readonly underWay = new Set<Promise<MailingOutcome>>();

  constructor(private readonly options: DeliveryOptions) {}

  /**
   * Sends these rows now; answers, per row, whether the mailing system took it (`done`) or what happened. With
   * `waitMs`, a row without an answer by then is answered `retry` while its attempt goes on and records the
   * answer when it comes.
   */
  async deliver(ids: number[], waitMs?: number): Promise<MailingOutcome[]> {
    return Promise.all(
      ids.map((id) => {
        const attempt = this.track(this.deliverOne(id));
        return waitMs === undefined ? attempt : within(attempt, waitMs, { kind: 'retry', reason: 'no answer yet' });
      }),
    );
  }

  private track(attempt: Promise<MailingOutcome>): Promise<MailingOutcome> {
    this.underWay.add(attempt);
    const forget = () => this.underWay.delete(attempt);
    attempt.then(forget, forget);
    return attempt;
  }

  private async deliverOne(id: number): Promise<MailingOutcome> {
    const { outbox, client, attemptTimeoutMs, log } = this.options;
    if (!client) return { kind: 'retry', reason: 'no mailing system configured' };
    // A stopping instance takes no more rows: the other instances send them, or this one once it is back.
    if (this.stopped) return { kind: 'retry', reason: 'the server is stopping' };
    try {
      const row = await outbox.claim(id, attemptTimeoutMs + LEASE_MARGIN_MS);
      // Another loop or instance is sending it: it is on its way.
      if (!row) return { kind: 'retry', reason: 'being sent' };
      const deadline = AbortSignal.any([AbortSignal.timeout(attemptTimeoutMs), this.stopping.signal]);
      const outcome = await this.send(client, row, deadline);
      await this.record(row, outcome);
      return outcome;
    } catch (error) {
      // The outbox could not be read or written: the row stays, and its claim (if any) runs out.
      log.error({ err: error, id }, 'mailing delivery could not use the outbox');
      return { kind: 'retry', reason: 'outbox unavailable' };
    }
  }

  private async send(client: MailmanClient, row: OutboxRow, deadline: AbortSignal): Promise<MailingOutcome> {
    if (row.action === 'unsubscribe') return client.unsubscribe(row.list, row.email, deadline);
    // A case list exists only while the court keeps it: its info page is asked first (spec section 5), so a
    // closed case is refused without posting a form, and a system that does not answer is tried again later.
    if (isCaseList(row.list)) {
      const status = await client.listStatus(row.list, deadline);
      if (status === 'missing') return { kind: 'rejected', reason: 'no-such-list' };
      if (status === 'unreachable') return { kind: 'retry', reason: 'list info page did not answer' };
    }
    return client.subscribe(row.list, row.email, deadline);
  }

  private async record(row: OutboxRow, outcome: MailingOutcome): Promise<void> {
    const { outbox, retryMs, log } = this.options;
    if (outcome.kind === 'done') await outbox.delivered(row);
    else if (outcome.kind === 'rejected') {
      await outbox.failed(row, outcome.reason);
      log.warn({ list: row.list, action: row.action, reason: outcome.reason }, 'mailing request refused');
    } else await outbox.retryAt(row, Date.now() + backoffMs(retryMs, row.attempts), outcome.reason);
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

  /**
   * Takes no more rows and waits for the attempts under way, `stopWaitMs` at most; then ends those still waiting
   * for the mailing system, which record that they are to be sent again. So a stopping instance leaves no claim
   * behind unless its database fails it; a request ended this way may have reached the system, which then answers
   * the next attempt with the state the address is in.
   */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    const settled = Promise.allSettled([this.running, ...this.underWay]).then(() => true);
    if (!(await within(settled, this.options.stopWaitMs, false))) {
      this.stopping.abort(new Error('the server is stopping'));
      await settled;
    }
  }
}
