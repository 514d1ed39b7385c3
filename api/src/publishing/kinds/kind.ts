import type { Kysely } from 'kysely';
import type { TSchema } from 'typebox';
import type { DB } from '../../db/tables.js';

/** A problem with a body the schema cannot see: the field as a JSON pointer, a code and a message. */
export interface FieldProblem {
  path: string;
  code: string;
  message: string;
}

/**
 * One kind of content that publishing writes: its scope, the schema of its body, and how an accepted version
 * goes into the public tables (and out of them). `publish` replaces whatever the tables held for the key;
 * both run inside the write transaction, with the search index, so a reader sees all of an item or none.
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
}

/** The instant a body asks to be public from, if it says. */
export function requestedPublishAt(body: unknown): string | undefined {
  const value = (body as { publishAt?: unknown } | null)?.publishAt;
  return typeof value === 'string' ? value : undefined;
}
