import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import type { JurisdictionArea, Locale } from '../domain/model.js';
import { parseJson, parseLocalized, pick, sortLocales } from '../domain/localized.js';
import { HttpError } from '../errors.js';
import { JudgmentRepository } from '../repositories/judgments.js';
import type { JudgmentHit, JudgmentSearchResult, Snippet } from '@court/contract/schemas/search';
import { matchDocuments } from './document-index.js';
import { Highlighter } from './highlight.js';
import { resolveFields, type ParsedQuery } from './query/tree.js';
import { JudgmentFieldFilters } from './field-filters.js';
import { JudgmentAttributeStore, type JudgmentAttributes } from './judgment-attributes.js';
import {
  DATE_RANGES,
  filterAndCount,
  sortCandidates,
  withinDates,
  type Candidate,
  type DateFilters,
  type ListFilters,
  type Scores,
  type Sort,
} from './results.js';
import type { TextLang } from './text/analyze.js';

export interface SearchPage {
  lang: Locale;
  sort?: Sort;
  order?: 'asc' | 'desc';
  page: number;
  pageSize: number;
  offset: number;
}

/** A text to find in the judgments' documents of one language. */
export interface TextCriterion {
  query: ParsedQuery;
  textLang: TextLang;
  /** Everything, or only the headnote, keywords and summary. */
  fields: 'all' | 'meta';
}

/** What narrows the judgments besides the filters: SQL conditions on `j` (judgments), a text, a check here. */
export interface Criteria {
  where?: RawBuilder<unknown>[];
  text?: TextCriterion;
  keep?: (judgment: JudgmentAttributes) => boolean;
}

export const invalidDateRange = (message: string) => new HttpError(400, 'invalid-date-range', message);

function checkDateRanges(filters: DateFilters): void {
  for (const [fromKey, toKey] of DATE_RANGES) {
    const from = filters[fromKey];
    const to = filters[toKey];
    if (from && to && from > to) throw invalidDateRange(`${fromKey} (${from}) is after ${toKey} (${to})`);
  }
}

const MAX_SNIPPETS = 3;
const PASSAGES_READ = 8;

/** Judgment searches: which judgments match from the database, the rest in memory (./results.ts). */
export class JudgmentSearch {
  private readonly judgments: JudgmentRepository;
  readonly attributes: JudgmentAttributeStore;
  private readonly fields: JudgmentFieldFilters;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly engine: Engine,
  ) {
    this.judgments = new JudgmentRepository(db);
    this.attributes = new JudgmentAttributeStore(db);
    this.fields = new JudgmentFieldFilters(db, this.attributes);
  }

  /** Ids of the judgments whose documents in one language match, with their relevance when it is needed. */
  private async textMatches(text: TextCriterion, withScore: boolean): Promise<Map<number, number | null>> {
    return matchDocuments(this.db, this.engine, {
      table: 'search_documents',
      columns: text.fields === 'all' ? ['meta', 'body'] : ['meta'],
      query: await resolveFields(text.query, (field) => this.fields.ids(field, text.textLang)),
      lang: text.textLang,
      ranked: withScore,
    });
  }

  private async sqlMatches(where: RawBuilder<unknown>[]): Promise<Set<number>> {
    const { rows } = await sql<{
      id: number;
    }>`select j.id from judgments j where ${sql.join(where, sql` and `)}`.execute(this.db);
    return new Set(rows.map((r) => r.id));
  }

  /** Every judgment the criteria and date ranges keep, before the list filters, and the text's scores. */
  async candidates(
    criteria: Criteria,
    dates: DateFilters,
    withScore = false,
  ): Promise<{ candidates: Candidate[]; scores?: Scores }> {
    checkDateRanges(dates);
    const [snapshot, scores, matches] = await Promise.all([
      this.attributes.current(),
      criteria.text ? this.textMatches(criteria.text, withScore) : undefined,
      criteria.where && criteria.where.length > 0 ? this.sqlMatches(criteria.where) : undefined,
    ]);
    const keep = (judgment: JudgmentAttributes | undefined): judgment is JudgmentAttributes =>
      judgment !== undefined &&
      (!matches || matches.has(judgment.id)) &&
      withinDates(judgment, dates) &&
      (!criteria.keep || criteria.keep(judgment));
    const found = scores ? [...scores.keys()].map((id) => snapshot.byId.get(id)) : snapshot.all;
    return { candidates: found.filter(keep), scores };
  }

  /** How many judgments the criteria, date ranges and list filters keep (no page, no order, no snippets). */
  async count(criteria: Criteria, filters: DateFilters & ListFilters, lang: Locale): Promise<number> {
    const { candidates } = await this.candidates(criteria, filters);
    return filterAndCount(candidates, filters, lang).hits.length;
  }

  async search(
    criteria: Criteria,
    filters: DateFilters & ListFilters,
    page: SearchPage,
    preloaded?: Candidate[],
  ): Promise<JudgmentSearchResult> {
    const sort: Sort =
      page.sort === 'score' && !criteria.text ? 'date' : (page.sort ?? (criteria.text ? 'score' : 'date'));
    const { candidates, scores } = preloaded
      ? { candidates: preloaded, scores: undefined }
      : await this.candidates(criteria, filters, sort === 'score');
    const { hits, facets } = filterAndCount(candidates, filters, page.lang);
    const ranks =
      sort === 'alphabetical'
        ? await this.attributes.alphabetical(await this.attributes.current(), page.lang)
        : undefined;
    const order = page.order ?? (sort === 'alphabetical' ? 'asc' : 'desc');
    sortCandidates(hits, sort, order, scores, ranks);
    const slice = hits.slice(page.offset, page.offset + page.pageSize);
    const items = await this.hits(slice, page.lang, criteria.text, scores);
    return { items, total: hits.length, page: page.page, pageSize: page.pageSize, facets };
  }

  /** The page's judgments in full, in the order given, with their snippets when a text was searched. */
  private async hits(
    page: Candidate[],
    lang: Locale,
    text: TextCriterion | undefined,
    scores: Scores | undefined,
  ): Promise<JudgmentHit[]> {
    if (page.length === 0) return [];
    const ids = page.map((c) => c.id);
    // The snippets need only the ids: their texts are read while the judgments and their summaries are.
    const [summaries, snippets] = await Promise.all([
      this.pageJudgments(ids, lang),
      text ? this.snippets(ids, text) : Promise.resolve(new Map<number, Snippet[]>()),
    ]);
    return summaries.map(({ row, summary }) => {
      const names = parseLocalized(row.jurisdiction_name);
      return {
        ...summary,
        applicant: row.applicant,
        applicantType: row.applicant_type as JudgmentHit['applicantType'],
        jurisdictionAQuo:
          row.jurisdiction_id && row.jurisdiction_area
            ? {
                id: row.jurisdiction_id,
                name: pick(names, lang) ?? pick(names, sortLocales(Object.keys(names))[0] ?? lang),
                area: row.jurisdiction_area as JurisdictionArea,
              }
            : null,
        referralDate: row.referral_date,
        officialJournalDate: row.official_journal_date,
        score: scores?.get(row.id) ?? null,
        snippets: snippets.get(row.id) ?? [],
      };
    });
  }

  /** The judgments of the ids, in their order, with their summaries. */
  private async pageJudgments(ids: number[], lang: Locale) {
    const rows = await this.db
      .selectFrom('judgments as j')
      .leftJoin('jurisdictions as jur', 'jur.id', 'j.jurisdiction_id')
      .select([
        'j.id',
        'j.year',
        'j.number',
        'j.ecli',
        'j.date',
        'j.type',
        'j.outcome',
        'j.languages',
        'j.applicant',
        'j.applicant_type',
        'j.referral_date',
        'j.official_journal_date',
        'j.jurisdiction_id',
        'jur.name as jurisdiction_name',
        'jur.area as jurisdiction_area',
      ])
      .where('j.id', 'in', ids)
      .execute();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const ordered = ids.map((id) => byId.get(id)).filter((r) => r !== undefined);
    const summaries = await this.judgments.summaries(ordered, lang);
    return ordered.map((row, index) => ({ row, summary: summaries[index]! }));
  }

  /** Up to three passages per judgment: the paragraphs with most found words, else the headnote and summary. */
  private async snippets(ids: number[], text: TextCriterion): Promise<Map<number, Snippet[]>> {
    const highlighter = new Highlighter(text.query, text.textLang);
    const [texts, paragraphs] = await Promise.all([
      this.db
        .selectFrom('judgment_texts')
        .select(['judgment_id', 'headnote', 'summary', 'keywords'])
        .where('judgment_id', 'in', ids)
        .where('lang', '=', text.textLang)
        .execute(),
      text.fields === 'all'
        ? this.db
            .selectFrom('judgment_paragraphs')
            .select(['judgment_id', 'para_id', 'text'])
            .where('judgment_id', 'in', ids)
            .where('lang', '=', text.textLang)
            .orderBy('judgment_id')
            .orderBy('position')
            .execute()
        : Promise.resolve([]),
    ]);
    const found = new Map<number, (Snippet & { hits: number })[]>();
    const add = (id: number, snippet: Snippet & { hits: number }) => {
      const list = found.get(id) ?? [];
      list.push(snippet);
      found.set(id, list);
    };
    for (const p of paragraphs) {
      // The best passages among the first few found are enough; the rest of a long judgment is not read.
      if ((found.get(p.judgment_id)?.length ?? 0) >= PASSAGES_READ) continue;
      const passage = highlighter.snippet(p.text);
      if (passage) add(p.judgment_id, { field: 'paragraph', paragraphId: p.para_id, ...passage });
    }
    for (const t of texts) {
      const fields: [Snippet['field'], string | null][] = [
        ['headnote', t.headnote],
        ['keywords', parseJson<string[]>(t.keywords, []).join(' · ')],
        ['summary', t.summary],
      ];
      for (const [field, value] of fields) {
        const passage = value ? highlighter.snippet(value) : undefined;
        // In a full-text search the text fields only stand in for a judgment whose paragraphs show nothing.
        if (passage && (text.fields === 'meta' || !found.has(t.judgment_id)))
          add(t.judgment_id, { field, paragraphId: null, ...passage, hits: passage.hits - 1000 });
      }
    }
    const result = new Map<number, Snippet[]>();
    for (const [id, list] of found) {
      result.set(
        id,
        list
          .sort((a, b) => b.hits - a.hits)
          .slice(0, MAX_SNIPPETS)
          .map(({ field, paragraphId, html }) => ({ field, paragraphId, html })),
      );
    }
    return result;
  }
}
