import { Type, type Static } from 'typebox';
import { ListOf, PagingQuery, Query } from './common.js';

/** What the publishing API answers about any item it keeps (`/api/v1/publishing/…`), whatever its kind. */

export const ItemState = Type.Enum(['draft', 'scheduled', 'published', 'withdrawn'], {
  description:
    'draft (kept, on no public surface, never released), scheduled until publishAt, then published (on the ' +
    'site), or withdrawn (410 on the site)',
});
export type ItemState = Static<typeof ItemState>;

/** The writes the audit log records. */
export const AuditAction = Type.Enum(['create', 'update', 'draft', 'withdraw', 'publish', 'document'], {
  description:
    'create and update publish or schedule, draft keeps a draft, withdraw takes the item off, publish is the ' +
    'scheduled release, document a PDF',
});
export type AuditAction = Static<typeof AuditAction>;

/** `PUT {item}?draft=true`: the item is kept as a draft instead of being published or scheduled. */
export const DraftQuery = Query({
  draft: Type.Optional(
    Type.Boolean({
      description:
        'true: keep the body as a draft, on no public surface, whatever its publishAt (409 published-item for an ' +
        'item that is published: withdraw it first). Without it the item is published or scheduled, a draft too.',
    }),
  ),
});
export type DraftParams = Static<typeof DraftQuery>;

/** What a write answers, and the head of what a read answers. */
export const PublishedItem = Type.Object({
  kind: Type.String({ description: 'judgment, press-release, …' }),
  key: Type.String({ description: 'The natural key: 2026/42 for a judgment, the id of a press release' }),
  version: Type.Integer({ description: 'Accepted writes of the item so far' }),
  state: ItemState,
  publishAt: Type.String({ format: 'date-time' }),
  updatedAt: Type.String({ format: 'date-time' }),
  updatedBy: Type.String({ description: 'Who wrote the current version: a user name or a client id' }),
  etag: Type.String({ description: 'The ETag, for If-Match' }),
  embargo: Type.Optional(
    Type.Object(
      { kind: Type.String(), key: Type.String() },
      {
        description:
          'The item this one waits for: it stays scheduled, even past publishAt, until that item is published ' +
          '(a press release on a judgment, until the judgment is pronounced)',
      },
    ),
  ),
  unchanged: Type.Optional(Type.Boolean({ description: 'true when the same content was already there' })),
});
export type PublishedItem = Static<typeof PublishedItem>;

export const PublishedItemWithBody = Type.Object({
  ...PublishedItem.properties,
  body: Type.Unknown({ description: 'The current version as written' }),
});
export type PublishedItemWithBody = Static<typeof PublishedItemWithBody>;

/** What sending a PDF answers. */
export const PublishedDocument = Type.Object({
  path: Type.String({ description: 'Where the document server serves it (once the item is public)' }),
  size: Type.Integer(),
  unchanged: Type.Optional(Type.Boolean()),
});
export type PublishedDocument = Static<typeof PublishedDocument>;

export const ItemHistoryQuery = Query({ ...PagingQuery });
export type ItemHistoryParams = Static<typeof ItemHistoryQuery>;

/** One write of an item, as its history lists it. */
export const ItemHistoryEntry = Type.Object({
  at: Type.String({ format: 'date-time' }),
  actor: Type.String({ description: 'Who wrote: a user name, a client id, or scheduler' }),
  action: AuditAction,
  version: Type.Union([Type.Integer(), Type.Null()], {
    description: 'The version the write made; null for a document',
  }),
});
export type ItemHistoryEntry = Static<typeof ItemHistoryEntry>;

export const ItemHistory = ListOf(ItemHistoryEntry);
