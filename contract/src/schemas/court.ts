import { Type, type Static } from 'typebox';
import { IsoDate, Lang, ListOf, LocaleList, Nullable, PagingQuery, Query } from './common.js';
import { MemberGroupSchema, MemberRoleSchema, PublicationKindSchema } from './enums.js';

export const DocumentLinks = Type.Object(
  {
    nl: Type.Optional(Type.String()),
    fr: Type.Optional(Type.String()),
    de: Type.Optional(Type.String()),
    en: Type.Optional(Type.String()),
  },
  { description: 'URL of the PDF per language it exists in' },
);

export const Member = Type.Object({
  id: Type.String({ description: 'Used at /court/presentation/members/{id}' }),
  name: Type.String(),
  role: MemberRoleSchema,
  group: MemberGroupSchema,
  languageGroup: Nullable(Type.Enum(['nl', 'fr'])),
  termStart: IsoDate,
  termEnd: Nullable(IsoDate),
  died: Nullable(IsoDate),
  photoUrl: Nullable(
    Type.String({ description: 'Photo on the document server; the page shows a fallback if it fails' }),
  ),
});

export const MemberDetail = Type.Object({
  ...Member.properties,
  biography: Nullable(Type.String({ description: 'Biography in the requested language' })),
  textLanguages: LocaleList,
});

export const MemberListQuery = Query({
  lang: Type.Optional(Lang),
  group: Type.Optional(MemberGroupSchema),
  role: Type.Optional(MemberRoleSchema),
  ...PagingQuery,
});
export const MemberParams = Type.Object(
  { id: Type.String({ pattern: '^[a-z0-9][a-z0-9-]{0,99}$', description: 'Member id' }) },
  { additionalProperties: false },
);

export const Publication = Type.Object({
  id: Type.String(),
  kind: PublicationKindSchema,
  date: IsoDate,
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  textLanguages: LocaleList,
  pdf: DocumentLinks,
  pdfUrl: Nullable(Type.String({ description: 'The PDF in the requested language, when there is one' })),
});
export const PublicationQuery = Query({ lang: Lang, ...PagingQuery });

export const JobOffer = Type.Object({
  id: Type.String(),
  title: Nullable(Type.String()),
  description: Nullable(Type.String()),
  publishedOn: IsoDate,
  deadline: IsoDate,
  open: Type.Boolean({ description: 'Applications are still accepted (deadline today or later)' }),
  textLanguages: LocaleList,
  pdf: DocumentLinks,
  pdfUrl: Nullable(Type.String()),
});
export const JobOfferQuery = Query({
  lang: Lang,
  withArchive: Type.Optional(Type.Boolean({ default: false, description: 'Include offers whose deadline has passed' })),
  ...PagingQuery,
});

export const MemberList = ListOf(Member);
export const PublicationList = ListOf(Publication);
export const JobOfferList = ListOf(JobOffer);

export type Member = Static<typeof Member>;
export type MemberDetail = Static<typeof MemberDetail>;
export type Publication = Static<typeof Publication>;
export type JobOffer = Static<typeof JobOffer>;
