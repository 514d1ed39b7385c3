import type { Insertable, Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { JobOffer, Localized } from '../domain/model.js';
import { json } from './row-values.js';
import { storedFilesByLang } from './stored-documents.js';

/** Where the PDF of a job offer sent through publishing lives on the document server. */
export const jobOfferPdfPath = (id: string, lang: string): string => `/public/jobs/${id}-${lang}.pdf`;

/** The PDFs stored for a job offer, by language. */
export const jobOfferPdfPaths = (db: Kysely<DB>, id: string): Promise<Localized> =>
  storedFilesByLang(db, (lang) => jobOfferPdfPath(id, lang));

/** The row of a JobOffer in the public table. */
export function jobOfferRow(offer: JobOffer): Insertable<DB['job_offers']> {
  return {
    id: offer.id,
    title: json(offer.title),
    description: json(offer.description),
    published_on: offer.publishedOn,
    deadline: offer.deadline,
    pdf: json(offer.pdf),
  };
}

/** Puts a job offer in the public table, in place of what it held under its id. */
export async function storeJobOffer(db: Kysely<DB>, offer: JobOffer): Promise<void> {
  await removeJobOffer(db, offer.id);
  await db.insertInto('job_offers').values(jobOfferRow(offer)).execute();
}

export async function removeJobOffer(db: Kysely<DB>, id: string): Promise<void> {
  await db.deleteFrom('job_offers').where('id', '=', id).execute();
}
