import { Type } from 'typebox';
import { ITEM_ID } from '../../publishing/kinds/localized-schemas.js';
import { ErrorEnvelope } from '@court/contract/schemas/common';

/** The address of an item known by the id its writer gives it. */
export const IdParams = (description: string) =>
  Type.Object({
    id: Type.String({ pattern: ITEM_ID, description: `${description}: lowercase letters, digits and dashes` }),
  });

export const ItemState = Type.Enum(['scheduled', 'published', 'withdrawn'], {
  description: 'scheduled until publishAt, then published (on the site), or withdrawn (410 on the site)',
});

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

export const PublishedItemWithBody = Type.Object({
  ...PublishedItem.properties,
  body: Type.Unknown({ description: 'The current version as written' }),
});

export const DocumentResult = Type.Object({
  path: Type.String({ description: 'Where the document server serves it (once the item is public)' }),
  size: Type.Integer(),
  unchanged: Type.Optional(Type.Boolean()),
});

/** The answers every publishing operation can give besides its own. */
export const PublishingErrors = {
  400: ErrorEnvelope,
  401: ErrorEnvelope,
  403: ErrorEnvelope,
  404: ErrorEnvelope,
  412: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
  503: ErrorEnvelope,
};
