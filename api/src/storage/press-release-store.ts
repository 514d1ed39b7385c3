import type { Kysely, Selectable } from 'kysely';
import type { DB } from '../db/tables.js';
import type { JudgmentReference, Localized, MediaType } from '../domain/model.js';
import { flag, json } from './row-values.js';
import { storedFilesByLang } from './stored-documents.js';

/** Where the PDF of a press release sent through publishing lives on the document server. */
export const pressReleasePdfPath = (id: string, lang: string): string => `/public/press/releases/${id}-${lang}.pdf`;

/** The PDFs stored for a press release, by language. */
export const pressReleasePdfPaths = (db: Kysely<DB>, id: string): Promise<Localized> =>
  storedFilesByLang(db, (lang) => pressReleasePdfPath(id, lang));

export interface PressReleaseRecord {
  kind: MediaType;
  date: string;
  title: Localized;
  body: Localized;
  judgment?: JudgmentReference;
  rollNumber?: string;
  archived?: boolean;
}

/** The row of a press release in the public table, naming its PDFs. */
export function pressReleaseRow(
  id: string,
  release: PressReleaseRecord,
  pdf: Localized,
): Selectable<DB['press_releases']> {
  return {
    id,
    media_type: release.kind,
    date: release.date,
    title: json(release.title),
    body: json(release.body),
    judgment_year: release.judgment?.year ?? null,
    judgment_number: release.judgment?.number ?? null,
    roll_number: release.rollNumber ?? null,
    pdf: json(pdf),
    archived: flag(release.archived ?? false),
  };
}

/** Puts a press release in the public table, in place of what it held under its id. */
export async function storePressRelease(
  db: Kysely<DB>,
  id: string,
  release: PressReleaseRecord,
  pdf: Localized,
): Promise<void> {
  await removePressRelease(db, id);
  await db
    .insertInto('press_releases')
    .values(pressReleaseRow(id, release, pdf))
    .execute();
}

export async function removePressRelease(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('press_releases').where('id', '=', id).execute();
}
