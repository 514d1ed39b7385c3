import { Type, type Static } from 'typebox';
import { Query } from './common.js';

/** The change feed and the bulk downloads: how a re-user keeps a copy of the court's published data. */

export const ContentChange = Type.Enum(['created', 'updated', 'withdrawn'], {
  description:
    'created: the item came onto the site (first published, released at its time, or published again after a ' +
    'withdrawal); updated: a new version replaced the one on the site; withdrawn: it left the site',
});
export type ContentChange = Static<typeof ContentChange>;

/** Cursors are decimal numbers today; clients must treat them as opaque strings. */
export const CURSOR_PATTERN = '^(0|[1-9][0-9]{0,14})$';
export const MAX_CHANGES_PAGE = 1000;

/** A cursor of the change feed, described for where it appears. */
const cursor = (description: string) => Type.String({ pattern: CURSOR_PATTERN, description });

export const ChangesQuery = Query({
  since: Type.Optional(
    cursor(
      'Opaque cursor: the `next` of an earlier answer, or the `cursor` of a bulk manifest; absent: from the start',
    ),
  ),
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_CHANGES_PAGE, default: 100, description: 'Changes per answer (1-1000)' }),
  ),
});

export const ChangeEntry = Type.Object({
  kind: Type.String({ description: 'Kind of item: judgment, pending-case, press-release, member, …' }),
  key: Type.String({ description: 'The item’s natural key: `2026/42` for judgment 42 of 2026' }),
  change: ContentChange,
  at: Type.String({ description: 'When the change was made (ISO 8601, UTC)' }),
  href: Type.Optional(
    Type.Object(
      { en: Type.String(), nl: Type.String(), fr: Type.String(), de: Type.String() },
      {
        description:
          'Where the API answers with the new version, in each language (judgments); absent for a withdrawal ' +
          'and for kinds without an address of their own, which the lists show',
      },
    ),
  ),
});
export type ChangeEntry = Static<typeof ChangeEntry>;

export const ChangePage = Type.Object({
  items: Type.Array(ChangeEntry, { description: 'Changes after `since`, oldest first' }),
  next: cursor('The cursor to ask from next time (`since`): the last change given here, or `since` if none'),
  more: Type.Boolean({ description: 'Whether more changes follow at once: ask again with `next`' }),
});
export type ChangePage = Static<typeof ChangePage>;

export const BulkFile = Type.Object({
  href: Type.String({ description: 'Where to download it' }),
  contentType: Type.String(),
  size: Type.Integer({ minimum: 0, description: 'Bytes of the file as served (gzip)' }),
  lines: Type.Integer({ minimum: 0, description: 'Lines once decompressed: one item each' }),
  sha256: Type.String({ pattern: '^[0-9a-f]{64}$', description: 'SHA-256 of the file as served, hexadecimal' }),
  generatedAt: Type.String({ description: 'When the file was written (ISO 8601, UTC)' }),
  cursor: cursor(
    'The change feed’s cursor the file is consistent with: follow the feed `since` it to stay up to date ' +
      '(changes made while the file was being written may come again; applying them again is harmless)',
  ),
});
export type BulkFile = Static<typeof BulkFile>;

export const BulkManifest = Type.Object({
  files: Type.Array(BulkFile),
});
export type BulkManifest = Static<typeof BulkManifest>;

export const GzipResponse = Type.Unsafe<Uint8Array>({
  type: 'string',
  format: 'binary',
  description: 'JSON lines, gzipped: one judgment a line, as its JSON route answers in each of its languages',
});
