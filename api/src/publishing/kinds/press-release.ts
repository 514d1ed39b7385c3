import type { Locale, PressRelease } from '../../domain/model.js';
import { PressReleaseBody } from '@court/contract/schemas/press-publishing';
import {
  pressReleasePdfPath,
  pressReleasePdfPaths,
  removePressRelease,
  storePressRelease,
} from '../../storage/press-release-store.js';
import type { ContentKind } from './kind.js';

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
