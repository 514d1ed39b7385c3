import { Type, type Static } from 'typebox';
import { IsoDate, JudgmentRef, ListOf, LOCALES, LocaleList, PagingQuery, Query, RollNumber } from './common.js';
import { MediaTypeSchema } from './enums.js';
import { PressRelease } from './press.js';
import { JudgmentReferenceBody, LocalizedOf, PublishAt, Text } from './publishing-fields.js';
import { ItemState, PublishedItem } from './publishing.js';

/** `PUT /publishing/press-releases/{id}`: a press release as the press office writes it. */
export const PressReleaseBody = Type.Object(
  {
    kind: MediaTypeSchema,
    date: IsoDate,
    title: LocalizedOf(Text(500), { description: 'Title per language', minProperties: 1 }),
    body: LocalizedOf(Text(100_000), { description: 'Text per language, in Markdown' }),
    judgment: Type.Optional(JudgmentReferenceBody),
    rollNumber: Type.Optional(RollNumber),
    archived: Type.Optional(Type.Boolean({ description: 'Listed only with the archive (default false)' })),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type PressReleaseBody = Static<typeof PressReleaseBody>;

/**
 * `POST /publishing/press-releases/preview`: a body as the public lists would answer it once published, in each
 * language it has a title in (id `preview`, no PDFs yet). Nothing is stored.
 */
export const PressReleasePreview = Type.Object({
  nl: Type.Optional(PressRelease),
  fr: Type.Optional(PressRelease),
  de: Type.Optional(PressRelease),
  en: Type.Optional(PressRelease),
});
export type PressReleasePreview = Static<typeof PressReleasePreview>;

/** `GET /publishing/press-releases`: the press office's list, every state. */
export const PressReleaseItemQuery = Query({
  state: Type.Optional(ItemState),
  type: Type.Optional(MediaTypeSchema),
  lang: Type.Optional(Type.Enum(LOCALES, { description: 'Only the releases with a title in this language' })),
  q: Type.Optional(
    Type.String({
      maxLength: 200,
      description: 'Words one of the titles holds (any language), whatever their case and accents; empty: any',
    }),
  ),
  ...PagingQuery,
});
export type PressReleaseItemParams = Static<typeof PressReleaseItemQuery>;

/** A press release of the publishing store as the press office's list shows it: its state and its head. */
export const PressReleaseItem = Type.Object({
  id: Type.String({ description: 'The id the press office gave it (its key)' }),
  state: ItemState,
  publishAt: PublishedItem.properties.publishAt,
  updatedAt: PublishedItem.properties.updatedAt,
  updatedBy: PublishedItem.properties.updatedBy,
  version: PublishedItem.properties.version,
  etag: PublishedItem.properties.etag,
  type: MediaTypeSchema,
  date: IsoDate,
  title: LocalizedOf(Type.String(), { description: 'Title per language' }),
  languages: LocaleList,
  judgment: Type.Optional(JudgmentRef),
  rollNumber: Type.Optional(Type.String()),
});
export type PressReleaseItem = Static<typeof PressReleaseItem>;

export const PressReleaseItemList = ListOf(PressReleaseItem);
