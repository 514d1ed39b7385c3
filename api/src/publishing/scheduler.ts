import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import { readContentVersion } from './item-store.js';
import type { PublishingService } from './service.js';

/**
 * What every instance does each second: release the scheduled items whose time has come (whichever instance
 * gets there first does it, under the write lock; the others find nothing left), and notice when the content
 * changed, here or on another instance, so that nothing cached here outlives it.
 */
export class PublishingScheduler {
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private seenVersion: string | undefined;

  constructor(
    private readonly service: PublishingService,
    private readonly db: Kysely<DB>,
    private readonly onContentChange: () => void,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(intervalMs: number): void {
    this.timer = setInterval(() => void this.tick(), intervalMs);
    this.timer.unref();
  }

  /** One round; a round still running is not doubled. */
  tick(): Promise<void> {
    this.running ??= this.round().finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async round(): Promise<void> {
    try {
      await this.service.releaseDue();
      const version = await readContentVersion(this.db);
      if (version !== this.seenVersion) {
        if (this.seenVersion !== undefined || version !== undefined) this.onContentChange();
        this.seenVersion = version;
      }
    } catch (error) {
      this.log.warn({ err: error }, 'scheduled publication round failed; the next one tries again');
    }
  }

  async stop(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }
}
