import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { QUERY_ERROR_REASONS } from '../search-language.js';

/** Schema pieces every route shares: languages, paging, envelopes. */

export const LOCALES = ['en', 'nl', 'fr', 'de'] as const;
/** Languages the court publishes official versions (and PDFs) in. */
export const OFFICIAL_LOCALES = ['nl', 'fr', 'de'] as const;

export const Lang = Type.Enum(LOCALES, {
  description:
    'Language of the texts in the answer: en, nl, fr or de. Items without text in that language answer null texts.',
});
export type Lang = Static<typeof Lang>;

export const LocaleList = Type.Array(Type.Enum(LOCALES), { description: 'Languages in which a text exists' });

export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

export const IsoDate = Type.String({ format: 'date', description: 'ISO 8601 date (YYYY-MM-DD)' });
export const IsoDateTime = Type.String({ description: 'ISO 8601 date-time with the court offset' });

export const MAX_PAGE = 10000;
export const MAX_PAGE_SIZE = 100;
export const DEFAULT_PAGE_SIZE = 30;

export const PagingQuery = {
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: MAX_PAGE, default: 1, description: 'Page number, from 1' })),
  pageSize: Type.Optional(
    Type.Integer({
      minimum: 1,
      maximum: MAX_PAGE_SIZE,
      default: DEFAULT_PAGE_SIZE,
      description: 'Items per page (1-100)',
    }),
  ),
};

export const WithArchiveQuery = {
  withArchive: Type.Optional(
    Type.Boolean({ default: false, description: 'Include archived items (default false: only current ones)' }),
  ),
};

/** A querystring object that rejects fields it does not know. */
export const Query = <P extends TProperties>(properties: P) => Type.Object(properties, { additionalProperties: false });

/** The list envelope: one page of items and the total over all pages. */
export const ListOf = <T extends TSchema>(item: T) =>
  Type.Object({
    items: Type.Array(item),
    total: Type.Integer({ minimum: 0, description: 'Number of items over all pages' }),
    page: Type.Integer({ minimum: 1 }),
    pageSize: Type.Integer({ minimum: 1 }),
  });

export interface ListPage<T> {
  items: T[];
  total: number;
  page: number;
  pageSize: number;
}

export const ErrorEnvelope = Type.Object(
  {
    errors: Type.Array(
      Type.Object({
        code: Type.String({ description: 'Stable, machine-readable code such as invalid-request or not-found' }),
        message: Type.Optional(Type.String({ description: 'What was wrong, for people' })),
        path: Type.Optional(
          Type.String({ description: 'The field of the body it is about, as a JSON pointer (/fullText/nl/3/id)' }),
        ),
        position: Type.Optional(
          Type.Integer({
            minimum: 1,
            description: 'Where in a search text the error is, as a character offset from 1 (code invalid-query)',
          }),
        ),
        reason: Type.Optional(
          Type.Enum(QUERY_ERROR_REASONS, {
            description: 'Why a search text cannot be read (code invalid-query), for a client to word it',
          }),
        ),
      }),
    ),
  },
  { description: 'Errors envelope' },
);
export type ErrorEnvelope = Static<typeof ErrorEnvelope>;

/** The error answers every route can give besides its own ones. */
export const CommonErrors = {
  400: ErrorEnvelope,
  429: ErrorEnvelope,
  500: ErrorEnvelope,
};

export const JudgmentRef = Type.Object({
  year: Type.Integer({ description: 'Year of the judgment' }),
  number: Type.Integer({ description: 'Number within the year' }),
});

export const RollNumber = Type.String({ pattern: '^[0-9]{1,6}$', description: 'Roll (cause-list) number, e.g. 8123' });

/** Paging values with their defaults applied, and the row offset they mean. */
export function paging(query: { page?: number; pageSize?: number }): {
  page: number;
  pageSize: number;
  offset: number;
} {
  const page = query.page ?? 1;
  const pageSize = query.pageSize ?? DEFAULT_PAGE_SIZE;
  return { page, pageSize, offset: (page - 1) * pageSize };
}
