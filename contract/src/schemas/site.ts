import { Type, type Static } from 'typebox';

/**
 * The header the site server sends with the API requests a page's first screen makes, carrying the secret the
 * two share (FIRST_SCREEN_TOKEN): those requests stand for the page being served, already counted, so the
 * API's per-client rate limit lets them through.
 */
export const FIRST_SCREEN_HEADER = 'x-court-first-screen';

export const SitemapEntries = Type.Object({
  members: Type.Array(Type.Object({ id: Type.String() }), { description: 'Every member, in the order of the court' }),
  judgments: Type.Array(
    Type.Object({
      year: Type.Integer(),
      number: Type.Integer(),
      date: Type.String({ description: 'Day of the judgment, YYYY-MM-DD' }),
      languages: Type.Array(Type.String(), { description: 'Languages the court published it in' }),
    }),
    { description: 'Every published judgment, the newest first' },
  ),
});
export type SitemapEntries = Static<typeof SitemapEntries>;

export const ContentVersion = Type.Object({
  version: Type.String({
    description: 'Changes whenever what the site shows may have changed: a publication, a withdrawal, an edited text',
  }),
});
export type ContentVersion = Static<typeof ContentVersion>;
