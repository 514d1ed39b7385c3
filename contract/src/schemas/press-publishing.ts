import { Type, type Static } from 'typebox';
import { IsoDate, RollNumber } from './common.js';
import { MediaTypeSchema } from './enums.js';
import { PressRelease } from './press.js';
import { JudgmentReferenceBody, LocalizedOf, PublishAt, Text } from './publishing-fields.js';

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
