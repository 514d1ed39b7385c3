import { Type, type Static } from 'typebox';
import type { CaseLookup } from '../../domain/model.js';
import { removeCaseLookup, storeCaseLookup } from '../../storage/case-lookup-store.js';
import type { ContentKind } from './kind.js';
import { Line, PublishAt } from '@court/contract/schemas/publishing-fields';

/** `PUT /publishing/case-lookup/{idRole}`: a roll number's entry in the table behind roll-number checks. */
export const CaseLookupBody = Type.Object(
  {
    current: Type.Boolean({ description: 'Whether the case is still pending' }),
    encinzNl: Line(2000, 'The case in a line, in Dutch'),
    encinzFr: Line(2000, 'The case in a line, in French'),
    publishAt: Type.Optional(PublishAt),
  },
  { additionalProperties: false },
);
export type CaseLookupBody = Static<typeof CaseLookupBody>;

/** The publishing body of a case lookup entry of the data model, under its roll number. */
export function caseLookupBody(entry: CaseLookup): CaseLookupBody {
  return { current: entry.current, encinzNl: entry.encinzNl, encinzFr: entry.encinzFr };
}

export const caseLookupKind: ContentKind<CaseLookupBody> = {
  name: 'case-lookup',
  scope: 'publish:cases',
  body: CaseLookupBody,
  publish: (db, idRole, body) =>
    storeCaseLookup(db, { idRole, current: body.current, encinzNl: body.encinzNl, encinzFr: body.encinzFr }),
  unpublish: removeCaseLookup,
  archive: { file: 'case-lookup.jsonl', keyFields: ['idRole'] },
};
