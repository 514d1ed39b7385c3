import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import type { ContentKind } from '../publishing/kinds/kind.js';

/**
 * The archive a court loads with `court import`: a folder with one JSON Lines file per kind of content
 * (`judgments.jsonl`: one item a line, its key fields beside the fields of its publishing body) and the PDFs
 * beside them (`pdf/judgments/2026-42-nl.pdf`: the file's base name, the key with `/` as `-`, the language).
 */

/** One line of an archive file, with where it comes from. */
export interface ArchiveLine {
  file: string;
  line: number;
  text: string;
}

/** A line read as an item: its key and its body, or why it could not be read. */
export type ParsedLine =
  { ok: true; key: string; body: Record<string, unknown> } | { ok: false; key: string | undefined; reasons: string[] };

/** What a key field may hold: it becomes a path segment of the item's address. */
const KEY_VALUE = /^[A-Za-z0-9][A-Za-z0-9-]{0,79}$/;

export function archiveFile(dir: string, kind: ContentKind): string {
  return path.join(dir, kind.archive.file);
}

/** Where the archive holds an item's PDF in one language. */
export function archivePdf(dir: string, kind: ContentKind, key: string, lang: string): string {
  return path.join(dir, 'pdf', path.basename(kind.archive.file, '.jsonl'), `${key.replaceAll('/', '-')}-${lang}.pdf`);
}

/** The lines of a kind's file, one at a time (the file may be larger than memory); none when it is absent. */
export async function* archiveLines(dir: string, kind: ContentKind): AsyncGenerator<ArchiveLine> {
  const file = archiveFile(dir, kind);
  if (!fs.existsSync(file)) return;
  const lines = readline.createInterface({ input: fs.createReadStream(file, 'utf8'), crlfDelay: Infinity });
  let line = 0;
  for await (const text of lines) {
    line++;
    if (text.trim()) yield { file: kind.archive.file, line, text };
  }
}

/** Splits a line into the item's key (its key fields joined by `/`) and its body (every other field). */
export function parseLine(kind: ContentKind, text: string): ParsedLine {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, key: undefined, reasons: ['the line is not JSON'] };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) {
    return { ok: false, key: undefined, reasons: ['the line is not a JSON object'] };
  }
  const fields = value as Record<string, unknown>;
  const parts: string[] = [];
  const reasons: string[] = [];
  for (const name of kind.archive.keyFields) {
    const part = fields[name];
    if (
      (typeof part === 'number' && Number.isInteger(part) && part > 0) ||
      (typeof part === 'string' && KEY_VALUE.test(part))
    ) {
      parts.push(String(part));
    } else {
      reasons.push(`/${name}: the key field is missing or not a plain value`);
    }
  }
  const key = reasons.length === 0 ? parts.join('/') : undefined;
  if (!key) return { ok: false, key, reasons };
  const body = Object.fromEntries(Object.entries(fields).filter(([name]) => !kind.archive.keyFields.includes(name)));
  return { ok: true, key, body };
}
