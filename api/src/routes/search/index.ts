import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { Static } from 'typebox';
import { CommonErrors, paging } from '@court/contract/schemas/common';
import {
  ApplicantList,
  ApplicantListQuery,
  ByJudgmentAndApplicantQuery,
  FullTextQuery,
  JudgmentSearchQuery,
  JudgmentSearchResult,
  JurisdictionOptionList,
  JurisdictionQuery,
  KeywordsSummaryQuery,
  OptionsQuery,
  PendingCaseSearchQuery,
  PendingCaseSearchResult,
  SearchOptionList,
  StandardList,
  StandardListQuery,
  StandardSearchQuery,
  TableOfContentQuery,
  TableOfContentResult,
} from '@court/contract/schemas/search';
import { SearchCatalog } from '../../search/catalog.js';
import { byJudgmentAndApplicant, byNumber, byStandard, byText } from '../../search/judgment-criteria.js';
import { JudgmentSearch } from '../../search/judgment-search.js';
import { LooserSearchFinder } from '../../search/looser-search.js';
import { VocabularyStore } from '../../search/vocabulary.js';
import { PendingCaseSearch } from '../../search/pending-case-search.js';
import { filterAndCount } from '../../search/results.js';

const tags = ['search'];

/** Paging and order of a search request, with the defaults applied. */
const pageOf = (q: {
  lang: 'en' | 'nl' | 'fr' | 'de';
  sort?: 'score' | 'date' | 'alphabetical';
  order?: 'asc' | 'desc';
  page?: number;
  pageSize?: number;
}) => ({
  lang: q.lang,
  sort: q.sort,
  order: q.order,
  ...paging(q),
});

/** The case-law search: option lists for the forms, and the searches (answers with facets and total). */
const search: FastifyPluginAsyncTypebox = async (app) => {
  const judgments = new JudgmentSearch(app.database.db, app.database.engine);
  const catalog = new SearchCatalog(app.database.db);
  const pendingCases = new PendingCaseSearch(app.database.db, app.database.engine);
  const looser = new LooserSearchFinder(judgments, new VocabularyStore(app.database.db));
  /** A text search; when it finds nothing, with a looser text that finds something, if there is one. */
  const textSearch = async (query: Static<typeof FullTextQuery>, fields: 'all' | 'meta') => {
    const result = await judgments.search(byText(query, fields), query, pageOf(query));
    if (result.total > 0) return result;
    const looserSearch = await looser.find(query, fields);
    return looserSearch ? { ...result, looserSearch } : result;
  };
  const optionSchema = (summary: string) => ({
    schema: { tags, summary, querystring: OptionsQuery, response: { 200: SearchOptionList, ...CommonErrors } },
  });

  app.get('/judgment-types', optionSchema('Kinds of proceedings, with their judgment counts'), async (request) => ({
    items: await catalog.judgmentTypes(request.query.lang),
  }));
  app.get('/applicant-types', optionSchema('Kinds of applicants, with their judgment counts'), async (request) => ({
    items: await catalog.applicantTypes(request.query.lang),
  }));
  app.get(
    '/jurisdiction-areas',
    optionSchema('Areas of the jurisdictions a quo, with their judgment counts'),
    async (request) => ({ items: await catalog.jurisdictionAreas(request.query.lang) }),
  );

  app.get(
    '/jurisdictions',
    {
      schema: {
        tags,
        summary: 'Jurisdictions a quo, A to Z, with their judgment counts',
        querystring: JurisdictionQuery,
        response: { 200: JurisdictionOptionList, ...CommonErrors },
      },
    },
    async (request) => ({
      items: await catalog.jurisdictions(request.query.lang, request.query.area, request.query.q),
    }),
  );

  app.get(
    '/applicant-list',
    {
      schema: {
        tags,
        summary: 'Applicants, A to Z, with their judgment counts; q matches the start of a word of the name',
        querystring: ApplicantListQuery,
        response: { 200: ApplicantList, ...CommonErrors },
      },
    },
    async (request) => {
      const { page, pageSize } = paging(request.query);
      return catalog.applicants(request.query.lang, request.query.q, page, pageSize);
    },
  );

  app.get(
    '/standards',
    {
      schema: {
        tags,
        summary: 'Norms reviewed (controlled) or of reference, most cited first, for the standard search',
        querystring: StandardListQuery,
        response: { 200: StandardList, ...CommonErrors },
      },
    },
    async (request) => {
      const { lang, role, q, kind } = request.query;
      const { page, pageSize } = paging(request.query);
      return catalog.standards(lang, role === 'controlled' ? 'reviewed' : 'reference', { q, kind }, page, pageSize);
    },
  );

  const judgmentSearch = { 200: JudgmentSearchResult, ...CommonErrors };

  app.get(
    '/by-judgment-and-applicant',
    {
      schema: {
        tags,
        summary: 'Judgments by roll numbers (several at once), applicant (part of the name) or jurisdiction a quo',
        querystring: ByJudgmentAndApplicantQuery,
        response: judgmentSearch,
      },
    },
    async (request) => judgments.search(byJudgmentAndApplicant(request.query), request.query, pageOf(request.query)),
  );

  app.get(
    '/judgments',
    {
      schema: {
        tags,
        summary: 'Judgments by their numbers (several at once), by year, or by the filters alone',
        querystring: JudgmentSearchQuery,
        response: judgmentSearch,
      },
    },
    async (request) => judgments.search(byNumber(request.query), request.query, pageOf(request.query)),
  );

  app.get(
    '/full-text-judgments',
    {
      schema: {
        tags,
        summary: 'Judgments whose full text, headnote, keywords or summary match the words, with snippets',
        querystring: FullTextQuery,
        response: judgmentSearch,
      },
    },
    async (request) => textSearch(request.query, 'all'),
  );

  app.get(
    '/by-judgment-keywords-summary',
    {
      schema: {
        tags,
        summary: 'Judgments whose keywords, headnote or summary match the words, with snippets',
        querystring: KeywordsSummaryQuery,
        response: judgmentSearch,
      },
    },
    async (request) => textSearch(request.query, 'meta'),
  );

  for (const [path, role, summary] of [
    ['/by-controlled-standard', 'reviewed', 'Judgments reviewing a norm (optionally one article of it)'],
    ['/by-reference-standard', 'reference', 'Judgments invoking a norm of reference (optionally one article of it)'],
  ] as const) {
    app.get(
      path,
      { schema: { tags, summary, querystring: StandardSearchQuery, response: judgmentSearch } },
      async (request) => judgments.search(byStandard(request.query, role), request.query, pageOf(request.query)),
    );
  }

  app.get(
    '/table-of-content',
    {
      schema: {
        tags,
        summary: 'The classification of the case law with counts, and the judgments of one topic or sub-topic',
        querystring: TableOfContentQuery,
        response: { 200: TableOfContentResult, ...CommonErrors },
      },
    },
    async (request) => {
      const { lang, node } = request.query;
      const page = pageOf(request.query);
      const { candidates: all } = await judgments.candidates({}, request.query);
      const inNode = node
        ? all.filter(({ classification: [topic, sub] }) => (node.includes('/') ? `${topic}/${sub}` : topic) === node)
        : all;
      const [tree, result] = await Promise.all([
        catalog.tree(
          lang,
          filterAndCount(all, request.query, lang).hits.map((row) => row.classification),
        ),
        judgments.search({}, request.query, page, inNode),
      ]);
      return { tree, ...result };
    },
  );

  app.get(
    '/pending-cases',
    {
      schema: {
        tags,
        summary: 'Pending cases by words of their subject or questions, roll numbers, type, area and receipt date',
        querystring: PendingCaseSearchQuery,
        response: { 200: PendingCaseSearchResult, ...CommonErrors },
      },
    },
    async (request) => pendingCases.search(request.query, paging(request.query)),
  );
};

export default search;
