import { Type, type Static } from 'typebox';
import type { JobOffer } from '../../domain/model.js';
import { IsoDate } from '@court/contract/schemas/common';
import { jobOfferPdfPath, jobOfferPdfPaths, removeJobOffer, storeJobOffer } from '../../storage/job-offer-store.js';
import { DOCUMENT_LANGS } from '../../storage/stored-documents.js';
import type { ContentKind } from './kind.js';
import { LocalizedOf, PublishAt, Text } from '@court/contract/schemas/publishing-fields';

/** `PUT /publishing/job-offers/{id}`: a vacancy at the court; its PDFs apart. */
export const JobOfferBody = Type.Object(
  {
    title: LocalizedOf(Text(500), { description: 'Title per language', minProperties: 1 }),
    description: LocalizedOf(Text(20_000), { description: 'Description per language' }),
    publishedOn: IsoDate,
    deadline: IsoDate,
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type JobOfferBody = Static<typeof JobOfferBody>;

/** The publishing body of a job offer of the data model, under its id (its PDFs are sent apart). */
export function jobOfferBody(offer: JobOffer): JobOfferBody {
  return {
    title: offer.title,
    description: offer.description,
    publishedOn: offer.publishedOn,
    deadline: offer.deadline,
  };
}

export const jobOfferKind: ContentKind<JobOfferBody> = {
  name: 'job-offer',
  scope: 'publish:court',
  body: JobOfferBody,
  problems: (_id, body) =>
    body.deadline < body.publishedOn
      ? [{ path: '/deadline', code: 'before-published', message: 'The deadline is before the offer was published' }]
      : [],
  async publish(db, id, body) {
    await storeJobOffer(db, {
      id,
      title: body.title,
      description: body.description,
      publishedOn: body.publishedOn,
      deadline: body.deadline,
      pdf: await jobOfferPdfPaths(db, id),
    });
  },
  unpublish: removeJobOffer,
  documents: { langs: DOCUMENT_LANGS, publicPath: jobOfferPdfPath },
  archive: { file: 'job-offers.jsonl', keyFields: ['id'] },
};
