import { Type, type Static } from 'typebox';
import type { Publication } from '../../domain/model.js';
import { IsoDate } from '@court/contract/schemas/common';
import { PublicationKindSchema } from '@court/contract/schemas/enums';
import {
  publicationPdfPath,
  publicationPdfPaths,
  removePublication,
  storePublication,
} from '../../storage/publication-store.js';
import { DOCUMENT_LANGS } from '../../storage/stored-documents.js';
import type { ContentKind } from './kind.js';
import { LocalizedOf, PublishAt, Text } from '@court/contract/schemas/publishing-fields';

/** `PUT /publishing/publications/{id}`: an annual report, a brochure, a speech or a study; its PDFs apart. */
export const PublicationBody = Type.Object(
  {
    kind: PublicationKindSchema,
    date: IsoDate,
    title: LocalizedOf(Text(500), { description: 'Title per language', minProperties: 1 }),
    description: LocalizedOf(Text(10_000), { description: 'Description per language' }),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type PublicationBody = Static<typeof PublicationBody>;

/** The publishing body of a publication of the data model, under its id (its PDFs are sent apart). */
export function publicationBody(publication: Publication): PublicationBody {
  return {
    kind: publication.kind,
    date: publication.date,
    title: publication.title,
    description: publication.description,
  };
}

export const publicationKind: ContentKind<PublicationBody> = {
  name: 'publication',
  scope: 'publish:court',
  body: PublicationBody,
  async publish(db, id, body) {
    await storePublication(db, {
      id,
      kind: body.kind,
      date: body.date,
      title: body.title,
      description: body.description,
      pdf: await publicationPdfPaths(db, id),
    });
  },
  unpublish: removePublication,
  documents: { langs: DOCUMENT_LANGS, publicPath: publicationPdfPath },
  archive: { file: 'publications.jsonl', keyFields: ['id'] },
};
