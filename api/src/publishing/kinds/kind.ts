import type { Kysely } from 'kysely';
import type { TSchema } from 'typebox';
import type { DB } from '../../db/tables.js';

/** A problem with a body the schema cannot see: the field as a JSON pointer, a code and a message. */
export interface FieldProblem {
  path: string;
  code: string;
  message: string;
}

/** An item by its kind and natural key. */
export interface ItemAddress {
  kind: string;
  key: string;
}

/** The files (PDFs) an item can have, one per language. */
export interface KindDocuments<Body> {
  langs: readonly string[];
  /** Where the document server serves the file of `lang`. */
  publicPath(key: string, lang: string): string;
  /** Whether the item, as written, can have a file in `lang` (a judgment: a language it has a text in). */
  accepts?(body: Body, lang: string): boolean;
}

/**
 * One kind of content that publishing writes: its scope, the schema of its body, how an accepted version goes
 * into the public tables (and out of them), its PDFs, and its file in an archive. `publish` replaces whatever the
 * tables held for the key; both run inside the write transaction, with the search index, so a reader sees all
 * of an item or none.
 */
export interface ContentKind<Body = unknown> {
  /** Name in the publishing record and the audit log: `judgment`, `press-release`. */
  name: string;
  /** The scope a token needs to write it. */
  scope: string;
  body: TSchema;
  /** Checks beyond the schema; an empty list when the body is acceptable. */
  problems?(key: string, body: Body): FieldProblem[];
  publish(db: Kysely<DB>, key: string, body: Body): Promise<void>;
  unpublish(db: Kysely<DB>, key: string): Promise<void>;
  documents?: KindDocuments<Body>;
  /**
   * The item this one may not precede on the site: it stays scheduled, whatever its `publishAt`, until that
   * item is published (a press release on a judgment is embargoed until the judgment is pronounced).
   */
  embargo?(body: Body): ItemAddress | undefined;
  /**
   * Its file in an archive (`judgments.jsonl`): one item a line, its key fields (`year`, `number`) beside the
   * fields of its body. The key is their values joined by `/`.
   */
  archive: { file: string; keyFields: readonly string[] };
  /**
   * The keys of the other published items of this kind whose public answers name this one (a judgment's `cites`
   * and `citedBy`): when it appears, changes or goes, their answers change too, and the change feed says so.
   */
  namedIn?(db: Kysely<DB>, key: string): Promise<string[]>;
}

/** The instant a body asks to be public from, if it says. */
export function requestedPublishAt(body: unknown): string | undefined {
  const value = (body as { publishAt?: unknown } | null)?.publishAt;
  return typeof value === 'string' ? value : undefined;
}
