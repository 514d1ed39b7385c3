import fs from 'node:fs';
import type { Database } from '../db/engine.js';
import { refreshAfterLoad } from '../db/maintenance.js';
import { CONTENT_KINDS } from '../publishing/kinds/index.js';
import type { ContentKind } from '../publishing/kinds/kind.js';
import { PublishingService, type PutOutcome, type PutRequest, type Writer } from '../publishing/service.js';
import { archiveLines, archivePdf, parseLine } from './archive.js';
import { itemChecker } from './validate.js';

/** The importer signs its writes in the audit log. */
export const IMPORTER: Writer = { subject: 'import', clientId: 'court import' };

export interface Rejection {
  file: string;
  line: number;
  key: string | undefined;
  reasons: string[];
}

export type Tally = Record<PutOutcome | 'rejected', number>;

export interface ImportReport {
  /** Per kind of content, in the order imported. */
  kinds: { kind: string; file: string; tally: Tally }[];
  rejections: Rejection[];
  /** True when it stopped early (asked to); the items written so far stay, and a new run goes on from there. */
  interrupted: boolean;
}

export interface ImportOptions {
  /** Items per transaction. */
  batchSize?: number;
  /**
   * Told as it goes: while checking, after every 500 lines read (total unknown: 0); while writing, after each
   * transaction, how many of the kind's items are done and how many it has.
   */
  onProgress?(progress: { phase: 'check' | 'write'; kind: string; done: number; total: number }): void;
  /** Asked before each transaction: true stops the import there. */
  shouldStop?(): boolean;
}

const emptyTally = (): Tally => ({ created: 0, updated: 0, unchanged: 0, rejected: 0 });

/** The files of an item's PDFs that are in the archive. */
function filesOf(dir: string, kind: ContentKind, key: string): PutRequest['documents'] {
  const files = [];
  for (const lang of kind.documents?.langs ?? []) {
    const file = archivePdf(dir, kind, key, lang);
    if (fs.existsSync(file)) {
      files.push({
        path: kind.documents!.publicPath(key, lang),
        bytes: fs.readFileSync(file),
        contentType: 'application/pdf',
      });
    }
  }
  return files;
}

/**
 * Loads an archive through publishing, as the court's systems write: every item is checked first (its key, its
 * body against the schema, its PDFs) and nothing is written while any is being checked; then the valid items go
 * in, kind after kind (judgments before what refers to them), a batch per transaction. Items already there come
 * out unchanged, so an interrupted import completes when run again. A rejected item is reported with its reasons
 * and the others are imported.
 */
export async function importArchive(
  database: Database,
  dir: string,
  options: ImportOptions = {},
): Promise<ImportReport> {
  const batchSize = options.batchSize ?? 100;
  const service = new PublishingService(database, CONTENT_KINDS);
  const kinds = [...CONTENT_KINDS.values()];

  // First pass: check every line of every file, keeping only where the rejected ones are.
  const rejections: Rejection[] = [];
  const rejectedLines = new Map<string, Set<number>>();
  const totals = new Map<string, number>();
  for (const kind of kinds) {
    const check = itemChecker(kind, dir);
    const seen = new Set<string>();
    const rejected = new Set<number>();
    let total = 0;
    for await (const { file, line, text } of archiveLines(dir, kind)) {
      total++;
      if (total % 500 === 0) options.onProgress?.({ phase: 'check', kind: kind.name, done: total, total: 0 });
      const parsed = parseLine(kind, text);
      const reasons = parsed.ok ? check(parsed.key, parsed.body) : parsed.reasons;
      if (parsed.ok && seen.has(parsed.key)) reasons.push('the same key appears on an earlier line');
      if (parsed.key) seen.add(parsed.key);
      if (reasons.length > 0) {
        rejected.add(line);
        rejections.push({ file, line, key: parsed.key, reasons });
      }
    }
    rejectedLines.set(kind.name, rejected);
    totals.set(kind.name, total);
  }

  // Second pass: write the valid items in batches.
  const report: ImportReport = { kinds: [], rejections, interrupted: false };
  for (const kind of kinds) {
    const total = totals.get(kind.name) ?? 0;
    if (total === 0) continue;
    const rejected = rejectedLines.get(kind.name)!;
    const tally = emptyTally();
    tally.rejected = rejected.size;
    report.kinds.push({ kind: kind.name, file: kind.archive.file, tally });
    let batch: PutRequest[] = [];
    let done = rejected.size;
    const flush = async () => {
      if (batch.length === 0) return;
      if (options.shouldStop?.()) {
        report.interrupted = true;
        return;
      }
      for (const { outcome } of await service.putAll(batch, IMPORTER)) tally[outcome]++;
      done += batch.length;
      batch = [];
      options.onProgress?.({ phase: 'write', kind: kind.name, done, total });
    };
    for await (const { line, text } of archiveLines(dir, kind)) {
      if (rejected.has(line)) continue;
      const parsed = parseLine(kind, text);
      if (!parsed.ok) continue;
      batch.push({ kind, key: parsed.key, body: parsed.body, documents: filesOf(dir, kind, parsed.key) });
      if (batch.length >= batchSize) await flush();
      if (report.interrupted) break;
    }
    await flush();
    if (report.interrupted) break;
  }
  const written = report.kinds.reduce((sum, { tally }) => sum + tally.created + tally.updated, 0);
  if (written > 0) await refreshAfterLoad(database);
  return report;
}
