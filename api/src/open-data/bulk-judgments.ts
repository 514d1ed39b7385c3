import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { BulkManifest } from '@court/contract/schemas/open-data';
import type { DB } from '../db/tables.js';
import { HttpError } from '../errors.js';
import type { JudgmentDetailRepository } from '../repositories/judgment-details.js';
import { API_PREFIX } from '../types.js';
import { changeTime, latestCursor } from './change-store.js';
import { fileSha256, writeGzipJsonLines, type WrittenFile } from './gzip-file.js';
import { judgmentLines } from './judgment-lines.js';

export const JUDGMENTS_BULK_PATH = `${API_PREFIX}/bulk/judgments.jsonl.gz`;
export const BULK_CONTENT_TYPE = 'application/gzip';

/** One generation of the bulk file: its name in the folder, what it holds and the feed cursor it agrees with. */
export interface BulkGeneration extends WrittenFile {
  file: string;
  generatedAt: string;
  cursor: number;
}

/** Where the latest generation is described, so that a restart serves it again without writing it anew. */
const MANIFEST = 'judgments.manifest.json';
const GENERATION_FILE = /^judgments-[0-9a-f]{16}\.jsonl\.gz$/;

/**
 * The bulk file of all published judgments, kept on this instance's disk and written again in the background
 * when the content changed (the feed's cursor moved), one generation at a time. A generation is written to a
 * temporary file and renamed to a name of its own, so a download never sees half a file; the previous one stays
 * for the downloads that began with it. Downloads read the file, never the database.
 *
 * Each instance writes its own: the same content gives the same bytes (the lines are ordered, gzip carries no
 * time, the file's time is that of the cursor's change), so every instance serves the same file, tag and hash.
 *
 * A file is written once someone asks for it, or when one was left on disk by an earlier start: reading every
 * judgment in every language takes a while, which an instance nobody downloads from should not spend at each
 * start and after each publication. From then on it follows every change.
 */
export class JudgmentBulkFile {
  private current: BulkGeneration | undefined;
  private running: Promise<void> | undefined;
  private initial: Promise<void> | undefined;
  private again = false;
  private stopped = false;

  constructor(
    readonly dir: string,
    private readonly db: Kysely<DB>,
    private readonly details: JudgmentDetailRepository,
    private readonly log: FastifyBaseLogger,
  ) {}

  /**
   * Serves the generation left on disk if it is whole, meanwhile writing it again if the content changed while
   * the instance was down; writes none otherwise.
   */
  start(): void {
    this.initial = (async () => {
      this.current = await this.stored();
      if (this.current) void this.run();
    })();
  }

  /** The content changed: write the file again (after the generation under way, if any) once there is one. */
  changed(): void {
    if (this.stopped || !this.initial) return;
    if (this.running) this.again = true;
    else if (this.current) void this.run();
  }

  /** The generation to serve; the first one is written when first asked for. */
  async latest(): Promise<BulkGeneration> {
    await this.initial;
    if (!this.current && !this.stopped) await (this.running ?? this.run());
    if (!this.current) throw new HttpError(503, 'bulk-unavailable', 'The bulk file is being written: try again soon');
    return this.current;
  }

  async manifest(): Promise<BulkManifest> {
    const { size, lines, sha256, generatedAt, cursor } = await this.latest();
    const href = JUDGMENTS_BULK_PATH;
    return {
      files: [{ href, contentType: BULK_CONTENT_TYPE, size, lines, sha256, generatedAt, cursor: String(cursor) }],
    };
  }

  async stop(): Promise<void> {
    this.stopped = true;
    await this.running;
  }

  private run(): Promise<void> {
    this.running = (async () => {
      try {
        do {
          this.again = false;
          const cursor = await latestCursor(this.db);
          if (this.current?.cursor !== cursor) this.current = (await this.generate(cursor)) ?? this.current;
        } while (this.again && !this.stopped);
      } catch (error) {
        this.log.warn({ err: error }, 'the bulk file of judgments was not written; the next change tries again');
      } finally {
        this.running = undefined;
      }
    })();
    return this.running;
  }

  /** The generation described on disk, if its file is there, whole. */
  private async stored(): Promise<BulkGeneration | undefined> {
    try {
      const stored = JSON.parse(await fs.readFile(path.join(this.dir, MANIFEST), 'utf8')) as BulkGeneration;
      if (!GENERATION_FILE.test(stored.file)) return undefined;
      return (await fileSha256(path.join(this.dir, stored.file))) === stored.sha256 ? stored : undefined;
    } catch {
      return undefined;
    }
  }

  /** Writes a generation agreeing with the feed at `cursor` (or later); undefined when stopped meanwhile. */
  private async generate(cursor: number): Promise<BulkGeneration | undefined> {
    await fs.mkdir(this.dir, { recursive: true });
    const temporary = path.join(this.dir, `.judgments-${randomUUID()}.tmp`);
    try {
      const written = await writeGzipJsonLines(
        temporary,
        judgmentLines(this.db, this.details, () => this.stopped),
      );
      if (this.stopped) return undefined;
      const generation = {
        ...written,
        file: `judgments-${written.sha256.slice(0, 16)}.jsonl.gz`,
        generatedAt: new Date().toISOString(),
        cursor,
      };
      const changedAt = new Date((await changeTime(this.db, cursor)) ?? 0);
      await fs.utimes(temporary, changedAt, changedAt);
      await fs.rename(temporary, path.join(this.dir, generation.file));
      await this.writeManifest(generation);
      await this.removeOlderThan(generation.file, this.current?.file);
      return generation;
    } finally {
      await fs.rm(temporary, { force: true });
    }
  }

  private async writeManifest(generation: BulkGeneration): Promise<void> {
    const temporary = path.join(this.dir, `.${MANIFEST}-${randomUUID()}.tmp`);
    await fs.writeFile(temporary, JSON.stringify(generation));
    await fs.rename(temporary, path.join(this.dir, MANIFEST));
  }

  /** Removes the generations before these two. */
  private async removeOlderThan(...kept: (string | undefined)[]): Promise<void> {
    for (const name of await fs.readdir(this.dir)) {
      if (GENERATION_FILE.test(name) && !kept.includes(name)) await fs.rm(path.join(this.dir, name), { force: true });
    }
  }
}
