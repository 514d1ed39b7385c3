import { Type, type Static } from 'typebox';
import { IsoDate, Lang, ListOf, Nullable, PagingQuery, Query } from './common.js';
import { Jurisdiction, PendingCase } from './cases.js';
import {
  ApplicantTypeSchema,
  CaseTypeSchema,
  JurisdictionAreaSchema,
  NormKindSchema,
  ProceedingTypeSchema,
} from './enums.js';
import { APPLICANT_TYPES, JURISDICTION_AREAS, NORM_KINDS, PROCEEDING_TYPES } from '../vocabularies.js';
import { JudgmentSummary } from './judgments.js';

/**
 * Schemas of `/api/v1/search/*`: the case-law search. Every search answers one page of hits, the total over all
 * pages and facet counts for the filters; changes here are additive only, the search pages build on them.
 */

/** Longest search text accepted, in characters (a longer one is a mistake or an attack, never a query). */
export const MAX_TERM_LENGTH = 500;
/** Deepest page a search answers: 30 hits a page over the whole corpus fits well below it. */
export const MAX_SEARCH_PAGE = 1000;

/** Longest list of numbers a search takes, as typed (fifty numbers with their years and separators). */
const NUMBER_LIST_MAX_LENGTH = 600;

/** One or several roll numbers (`7812, 7965`), read with `parseRollNumbers` of `number-lists`. */
const RollNumberList = Type.String({
  maxLength: NUMBER_LIST_MAX_LENGTH,
  pattern: '^[0-9\\s,;]*[0-9][0-9\\s,;]*$',
  description: 'One or several roll (cause-list) numbers, separated by commas or spaces: `7812`, `7812, 7965`',
});

const Term = (description: string) =>
  Type.String({ minLength: 1, maxLength: MAX_TERM_LENGTH, pattern: '\\S', description });

/** The search language, as the API reads it (api/src/search/query/parse.ts). */
const LANGUAGE =
  'Words side by side must all be found (AND, ET, EN or UND may stand between them); "a phrase" finds its words ' +
  'adjacent and in order; OR (OU, OF, ODER) finds either side; NOT (SAUF, NIET, NICHT) or a minus glued to a ' +
  'word, phrase or group (-word, -"phrase", -(…)) excludes it; (parentheses) group. NOT binds tighter than AND, ' +
  'AND than OR. word1 NEAR/5 word2 finds two words or phrases in either order with at most 5 words between them ' +
  '(NEAR alone: 10; at most 20); prefix* matches the start of a word (2 letters at least). Operators are ' +
  'recognised in capitals only: lower-case of, ou, oder, niet stay words.';

const SearchPaging = {
  page: Type.Optional(
    Type.Integer({ minimum: 1, maximum: MAX_SEARCH_PAGE, default: 1, description: 'Page number, from 1' }),
  ),
  pageSize: PagingQuery.pageSize,
};

/**
 * Filters every judgment search accepts. A date range may be open on either side; `…From` after `…To` is refused.
 * The list filters take one or several values (`judgmentType=A&judgmentType=B`), combined with OR inside a filter
 * and AND between filters.
 */
export const JudgmentFilterQuery = {
  judgmentDateFrom: Type.Optional(IsoDate),
  judgmentDateTo: Type.Optional(IsoDate),
  referralDateFrom: Type.Optional({ ...IsoDate, description: 'Referral decision of the jurisdiction a quo, from' }),
  referralDateTo: Type.Optional({ ...IsoDate, description: 'Referral decision of the jurisdiction a quo, until' }),
  officialJournalDateFrom: Type.Optional({ ...IsoDate, description: 'Publication in the Official Journal, from' }),
  officialJournalDateTo: Type.Optional({ ...IsoDate, description: 'Publication in the Official Journal, until' }),
  judgmentType: Type.Optional(
    Type.Array(ProceedingTypeSchema, {
      maxItems: PROCEEDING_TYPES.length,
      description: 'Kinds of proceedings (any of)',
    }),
  ),
  applicantType: Type.Optional(
    Type.Array(ApplicantTypeSchema, { maxItems: APPLICANT_TYPES.length, description: 'Kinds of applicants (any of)' }),
  ),
  jurisdictionArea: Type.Optional(
    Type.Array(JurisdictionAreaSchema, {
      maxItems: JURISDICTION_AREAS.length,
      description: 'Areas of the jurisdiction a quo (any of)',
    }),
  ),
};

/** Orders of a judgment search: relevance (text searches only), newest first, or by headnote A to Z. */
export const SEARCH_SORTS = ['score', 'date', 'alphabetical'] as const;
export const SearchSort = Type.Enum(SEARCH_SORTS, {
  description: 'score: best match first (text searches); date: newest first; alphabetical: by headnote, A to Z',
});
export const SortOrder = Type.Enum(['asc', 'desc'] as const, {
  description: 'Reverses the order of the sort (default: desc for score and date, asc for alphabetical)',
});

/** One value of a filter with the number of hits it would give, the other filters applied. */
export const FacetCount = Type.Object({
  value: Type.String(),
  label: Type.String({ description: 'The value in the requested language' }),
  count: Type.Integer({ minimum: 0 }),
});

/**
 * Counts per filter value. A filter's own selection is left out of its counts (the other filters apply), so a
 * page can show what choosing another value would give.
 */
export const JudgmentFacets = Type.Object({
  judgmentTypes: Type.Array(FacetCount),
  applicantTypes: Type.Array(FacetCount),
  jurisdictionAreas: Type.Array(FacetCount),
  years: Type.Array(FacetCount, { description: 'Hits per year of the judgment, newest first' }),
});

/** A passage of text that matched, as HTML: everything is escaped except the `<mark>` around matched words. */
export const Snippet = Type.Object({
  field: Type.Enum(['paragraph', 'headnote', 'summary', 'keywords'] as const),
  paragraphId: Nullable(
    Type.String({ description: 'Paragraph the passage comes from (e.g. B.7.3), the anchor on the judgment page' }),
  ),
  html: Type.String(),
});

export const JudgmentHit = Type.Object({
  ...JudgmentSummary.properties,
  applicant: Type.String(),
  applicantType: ApplicantTypeSchema,
  jurisdictionAQuo: Nullable(Jurisdiction),
  referralDate: Nullable(IsoDate),
  officialJournalDate: Nullable(IsoDate),
  score: Nullable(Type.Number({ description: 'Relevance in text searches (higher is better); null otherwise' })),
  snippets: Type.Array(Snippet, { description: 'Matching passages, best first (text searches; empty otherwise)' }),
});

/**
 * A looser text offered when a text search finds nothing: the words the index does not know replaced by the
 * closest words of its own vocabulary in the text's language (`spelling`), or else the same words and phrases
 * joined by OR (`any-word`). Offered only when it finds judgments with the same filters.
 */
export const LooserSearch = Type.Object({
  term: Type.String({ description: 'The text to search instead, as a `term`' }),
  total: Type.Integer({ minimum: 1, description: 'Judgments it finds, with the same filters' }),
  kind: Type.Enum(['spelling', 'any-word'] as const, {
    description: 'spelling: unknown words corrected; any-word: the words joined by OR',
  }),
});

export const JudgmentSearchResult = Type.Object({
  ...ListOf(JudgmentHit).properties,
  facets: JudgmentFacets,
  looserSearch: Type.Optional({
    ...LooserSearch,
    description: 'Full-text and keyword searches that find nothing: a looser text that finds judgments, if any',
  }),
});

/** Options of a filter or a selector, with the number of judgments having each. */
export const SearchOption = Type.Object({
  value: Type.String(),
  label: Type.String(),
  count: Type.Integer({ minimum: 0 }),
});
export const SearchOptionList = Type.Object({ items: Type.Array(SearchOption) });

export const SearchJurisdiction = Type.Object({
  id: Type.String(),
  label: Type.String({ description: 'Name in the requested language (another language when missing)' }),
  area: JurisdictionAreaSchema,
  count: Type.Integer({ minimum: 0, description: 'Judgments answering questions from this jurisdiction' }),
});

export const ApplicantEntry = Type.Object({
  name: Type.String(),
  count: Type.Integer({ minimum: 0, description: 'Judgments with this applicant' }),
});

export const OptionsQuery = Query({ lang: Lang });
export const JurisdictionQuery = Query({
  lang: Lang,
  area: Type.Optional(Type.Enum(JURISDICTION_AREAS, { description: 'Only the jurisdictions of this area' })),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the name' })),
});
export const ApplicantListQuery = Query({
  lang: Lang,
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Start of a word of the name, accents ignored' })),
  ...SearchPaging,
});

/** By roll number, applicant or jurisdiction a quo; at least the filters, or nothing (every judgment). */
export const ByJudgmentAndApplicantQuery = Query({
  lang: Lang,
  rollNumber: Type.Optional(RollNumberList),
  applicant: Type.Optional(Type.String({ minLength: 1, maxLength: 200, description: 'Part of the name' })),
  jurisdiction: Type.Optional(Type.String({ minLength: 1, maxLength: 100, description: 'Jurisdiction a quo id' })),
  ...JudgmentFilterQuery,
  sort: Type.Optional(SearchSort),
  order: Type.Optional(SortOrder),
  ...SearchPaging,
});

/** Judgments by number and year, or by date; every judgment when none is given. */
export const JudgmentSearchQuery = Query({
  lang: Lang,
  year: Type.Optional(Type.Integer({ minimum: 1985, maximum: 2100, description: 'Year of the judgment' })),
  number: Type.Optional(
    Type.String({
      maxLength: NUMBER_LIST_MAX_LENGTH,
      pattern: '^[0-9/\\s,;]*[0-9][0-9/\\s,;]*$',
      description:
        'One or several judgment numbers, each with its year or taking `year`: `42`, `42/2026 43/2026`, `42, 43`',
    }),
  ),
  ...JudgmentFilterQuery,
  sort: Type.Optional(SearchSort),
  order: Type.Optional(SortOrder),
  ...SearchPaging,
});

/**
 * A text query: words are matched language-aware (stemming, accents ignored); `"…"` is a phrase, `-word`
 * excludes, `word*` is a prefix; words are combined with AND.
 */
export const FullTextQuery = Query({
  lang: Lang,
  term: Term(
    `${LANGUAGE} Fields: keyword:word or keyword:"phrase" (in one of the judgment's keywords), norm:const-1994 ` +
      '(a norm reviewed or of reference by its identifier, norm:const-1994:10 for an article and its variants ' +
      'such as 10bis, or norm:word / norm:"words" of its title), number:42/2026 (or number:42/2026,43/2026; ' +
      'number:42 any year), roll:7812 (roll numbers, roll:7812,7965). Unreadable text answers 400 invalid-query ' +
      'with the position (from 1) of what is wrong. At most 16 words, phrases and fields.',
  ),
  textLang: Type.Optional(
    Type.Enum(['nl', 'fr', 'de', 'en'] as const, {
      description: 'Language of the texts searched (default: lang)',
    }),
  ),
  ...JudgmentFilterQuery,
  sort: Type.Optional(SearchSort),
  order: Type.Optional(SortOrder),
  ...SearchPaging,
});

/** The same query syntax as the full text, on the keywords, headnote and summary only. */
export const KeywordsSummaryQuery = FullTextQuery;

export const PendingCaseSearchQuery = Query({
  lang: Lang,
  term: Type.Optional(
    Term(
      `Words of the subject or the questions. ${LANGUAGE} One field: roll:8150 (roll:8101,8150), the case's ` +
        'roll number. Unreadable text answers 400 invalid-query with the position (from 1) of what is wrong.',
    ),
  ),
  rollNumber: Type.Optional(RollNumberList),
  type: Type.Optional(Type.Array(CaseTypeSchema, { maxItems: 2, description: 'Kinds of cases (any of)' })),
  jurisdictionArea: Type.Optional(
    Type.Array(JurisdictionAreaSchema, {
      maxItems: JURISDICTION_AREAS.length,
      description: 'Areas of the referring jurisdiction (any of)',
    }),
  ),
  receiptDateFrom: Type.Optional(IsoDate),
  receiptDateTo: Type.Optional(IsoDate),
  withArchive: Type.Optional(Type.Boolean({ default: false, description: 'Include decided (archived) cases' })),
  ...SearchPaging,
});

export const PendingCaseHit = Type.Object({
  ...PendingCase.properties,
  snippets: Type.Array(Snippet, { description: 'Matching passages of the subject or questions (field: summary)' }),
});

export const PendingCaseFacets = Type.Object({
  types: Type.Array(FacetCount),
  jurisdictionAreas: Type.Array(FacetCount),
});

export const PendingCaseSearchResult = Type.Object({
  ...ListOf(PendingCaseHit).properties,
  facets: PendingCaseFacets,
});

/** The classification of the case law: topics, each with sub-topics, with judgment counts (filters applied). */
export const TocNode = Type.Object({
  id: Type.String({ description: 'Topic id, or `topic/sub-topic`' }),
  label: Type.String(),
  count: Type.Integer({ minimum: 0 }),
  children: Type.Array(Type.Object({ id: Type.String(), label: Type.String(), count: Type.Integer({ minimum: 0 }) })),
});

export const TableOfContentQuery = Query({
  lang: Lang,
  node: Type.Optional(
    Type.String({
      pattern: '^[a-z0-9-]{1,60}(/[a-z0-9-]{1,60})?$',
      description: 'A topic or `topic/sub-topic`: the hits are its judgments (all judgments when absent)',
    }),
  ),
  ...JudgmentFilterQuery,
  sort: Type.Optional(SearchSort),
  order: Type.Optional(SortOrder),
  ...SearchPaging,
});

export const TableOfContentResult = Type.Object({
  tree: Type.Array(TocNode),
  ...JudgmentSearchResult.properties,
});

/** A norm judgments review or refer to, for the standard search's selector. */
export const StandardEntry = Type.Object({
  normId: Type.String(),
  kind: NormKindSchema,
  title: Nullable(Type.String()),
  date: Nullable(IsoDate),
  count: Type.Integer({ minimum: 0, description: 'Judgments citing it in this role' }),
});

export const STANDARD_ROLES = ['controlled', 'reference'] as const;
export const StandardListQuery = Query({
  lang: Lang,
  role: Type.Enum(STANDARD_ROLES, { description: 'controlled: norms reviewed; reference: norms of reference' }),
  q: Type.Optional(Type.String({ maxLength: 100, description: 'Part of the title, accents ignored' })),
  kind: Type.Optional(Type.Enum(NORM_KINDS, { description: 'Only norms of this kind' })),
  ...SearchPaging,
});

/** Judgments reviewing (controlled) or invoking (reference) a norm, optionally one article of it. */
export const StandardSearchQuery = Query({
  lang: Lang,
  norm: Type.String({ minLength: 1, maxLength: 100, description: 'Id of the norm (from /search/standards)' }),
  article: Type.Optional(
    Type.String({
      minLength: 1,
      maxLength: 20,
      pattern: '^[0-9A-Za-z/§ .-]+$',
      description: 'Article, e.g. 10 or 9bis',
    }),
  ),
  exactArticle: Type.Optional(
    Type.Boolean({
      default: false,
      description: 'true: that article only; false: also its numbered variants (10 finds 10, 10bis, 10/1, not 100)',
    }),
  ),
  ...JudgmentFilterQuery,
  sort: Type.Optional(SearchSort),
  order: Type.Optional(SortOrder),
  ...SearchPaging,
});

export const ApplicantList = ListOf(ApplicantEntry);
export const JurisdictionOptionList = Type.Object({ items: Type.Array(SearchJurisdiction) });
export const StandardList = ListOf(StandardEntry);

export type FacetCount = Static<typeof FacetCount>;
export type JudgmentFacets = Static<typeof JudgmentFacets>;
export type Snippet = Static<typeof Snippet>;
export type JudgmentHit = Static<typeof JudgmentHit>;
export type JudgmentSearchResult = Static<typeof JudgmentSearchResult>;
export type LooserSearch = Static<typeof LooserSearch>;
export type SearchOption = Static<typeof SearchOption>;
export type SearchJurisdiction = Static<typeof SearchJurisdiction>;
export type ApplicantEntry = Static<typeof ApplicantEntry>;
export type PendingCaseHit = Static<typeof PendingCaseHit>;
export type PendingCaseSearchResult = Static<typeof PendingCaseSearchResult>;
export type TocNode = Static<typeof TocNode>;
export type TableOfContentResult = Static<typeof TableOfContentResult>;
export type StandardEntry = Static<typeof StandardEntry>;
