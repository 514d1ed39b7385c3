import { Type, type Static } from 'typebox';
import { IsoDate, Lang, ListOf, LocaleList, Nullable, PagingQuery, Query, WithArchiveQuery } from './common.js';
import { DocumentLinks } from './court.js';
import { MediaTypeSchema } from './enums.js';
import { JudgmentLink } from './judgments.js';

export const PressRelease = Type.Object({
  id: Type.String(),
  mediaType: MediaTypeSchema,
  date: IsoDate,
  title: Nullable(Type.String()),
  body: Nullable(
    Type.String({ description: 'Text of the press release in the requested language, as written (Markdown)' }),
  ),
  bodyHtml: Nullable(
    Type.String({
      description:
        'The same text as HTML: its Markdown rendered and sanitised (paragraphs, lists, emphasis, links); null without a text',
    }),
  ),
  textLanguages: LocaleList,
  judgment: Nullable(JudgmentLink),
  pdf: DocumentLinks,
  pdfUrl: Nullable(Type.String()),
  archived: Type.Boolean(),
});

export const PressReleaseQuery = Query({ lang: Lang, ...WithArchiveQuery, ...PagingQuery });
export const AllPressQuery = Query({
  lang: Lang,
  ...WithArchiveQuery,
  mediaType: Type.Optional(MediaTypeSchema),
  ...PagingQuery,
});

export const PressReleaseList = ListOf(PressRelease);
export type PressRelease = Static<typeof PressRelease>;
