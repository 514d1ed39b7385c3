import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { nextScheduled, readContentVersion } from './item-store.js';
import type { PublishingService } from './service.js';

/**
 * What every instance does each second: release the scheduled items whose time has come (whichever instance
 * gets there first does it, under the write lock; the others find nothing left), and notice when the content
 * changed, here or on another instance, so that nothing cached here outlives it. When an item is due before the
 * next round, a timer runs one at that very instant, and forgets what is cached here whoever releases it.
 */
export class PublishingScheduler {
  private interval: NodeJS.Timeout | undefined;
  private dueTimer: NodeJS.Timeout | undefined;
  private rounds: Promise<void> = Promise.resolve();
  private seenVersion: string | undefined;
  private intervalMs = 1000;

  constructor(
    private readonly service: PublishingService,
    private readonly db: Kysely<DB>,
    private readonly onContentChange: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs: number): void {
    this.intervalMs = intervalMs;
    this.interval = setInterval(() => void this.tick(), intervalMs);
    this.interval.unref();
  }

  /** One round, after the one under way if any; `due` when an item's time has just come. */
  tick(due = false): Promise<void> {
    this.rounds = this.rounds.then(() => this.round(due));
    return this.rounds;
  }

  private async round(due: boolean): Promise<void> {
    try {
      await this.service.releaseDue();
      const version = await readContentVersion(this.db);
      if (due || version !== this.seenVersion) {
        if (due || this.seenVersion !== undefined || version !== undefined) this.onContentChange();
        this.seenVersion = version;
      }
      await this.watchNextDue();
    } catch (error) {
      this.log.warn({ err: error }, 'scheduled publication round failed; the next one tries again');
    }
  }

  private async watchNextDue(): Promise<void> {
    const next = await nextScheduled(this.db);
    if (!next || this.interval === undefined) return;
    const wait = Date.parse(next) - Date.now();
    // Past (an item this version cannot release) or beyond the next round: the rounds see to it.
    if (wait <= 0 || wait >= this.intervalMs) return;
    clearTimeout(this.dueTimer);
    this.dueTimer = setTimeout(() => void this.tick(true), wait);
    this.dueTimer.unref();
  }

  async stop(): Promise<void> {
    clearInterval(this.interval);
    clearTimeout(this.dueTimer);
    this.interval = undefined;
    await this.rounds;
  }
}
