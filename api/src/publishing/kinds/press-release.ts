import { Type, type Static } from 'typebox';
import type { Locale, PressRelease } from '../../domain/model.js';
import { IsoDate, RollNumber } from '@court/contract/schemas/common';
import { MediaTypeSchema } from '@court/contract/schemas/enums';
import {
  pressReleasePdfPath,
  pressReleasePdfPaths,
  removePressRelease,
  storePressRelease,
} from '../../storage/press-release-store.js';
import type { ContentKind } from './kind.js';
import { JudgmentReferenceBody, LocalizedOf, PublishAt, Text } from './localized-schemas.js';

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

export const pressReleaseKind: ContentKind<PressReleaseBody> = {
  name: 'press-release',
  scope: 'publish:press',
  body: PressReleaseBody,
  problems(_key, body) {
    const missing = (Object.keys(body.body) as Locale[]).filter((lang) => !body.title[lang]);
    return missing.map((lang) => ({
      path: `/title/${lang}`,
      code: 'required',
      message: `A text in ${lang} needs its title in ${lang}`,
    }));
  },
  async publish(db, id, body) {
    await storePressRelease(db, id, body, await pressReleasePdfPaths(db, id));
  },
  unpublish: removePressRelease,
  embargo: (body) => body.judgment && { kind: 'judgment', key: `${body.judgment.year}/${body.judgment.number}` },
  documents: { langs: ['nl', 'fr', 'de', 'en'], publicPath: pressReleasePdfPath },
  archive: { file: 'press-releases.jsonl', keyFields: ['id'] },
};

/** The publishing body of a press release of the data model (the demo archive is written this way). */
export function pressReleaseBody(release: PressRelease): PressReleaseBody {
  return {
    kind: release.mediaType,
    date: release.date,
    title: release.title,
    body: release.body,
    ...(release.judgment ? { judgment: release.judgment } : {}),
    archived: release.archived,
  };
}
