import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Localized, Publication } from '../domain/model.js';
import { json } from './row-values.js';
import { storedFilesByLang } from './stored-documents.js';

/** Where the PDF of a publication sent through publishing lives on the document server. */
export const publicationPdfPath = (id: string, lang: string): string => `/public/publications/${id}-${lang}.pdf`;

/** The PDFs stored for a publication, by language. */
export const publicationPdfPaths = (db: Kysely<DB>, id: string): Promise<Localized> =>
  storedFilesByLang(db, (lang) => publicationPdfPath(id, lang));

/** The row of a Publication in the public table. */
export function publicationRow(publication: Publication): Insertable<DB['publications']> {
  return {
    id: publication.id,
    kind: publication.kind,
    date: publication.date,
    title: json(publication.title),
    description: json(publication.description),
    pdf: json(publication.pdf),
  };
}

/** Puts a publication in the public table, in place of what it held under its id. */
export async function storePublication(db: Kysely<DB>, publication: Publication): Promise<void> {
  await removePublication(db, publication.id);
  await db.insertInto('publications').values(publicationRow(publication)).execute();
}

export async function removePublication(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('publications').where('id', '=', id).execute();
}
