import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import type { JurisdictionArea, Locale } from '../domain/model.js';
import { parseJson, parseLocalized, pick, sortLocales } from '../domain/localized.js';
import { HttpError } from '../errors.js';
import { JudgmentRepository } from '../repositories/judgments.js';
import type { JudgmentHit, JudgmentSearchResult, Snippet } from '../schemas/search.js';
import { documentBase, documentRange } from './documents.js';
import { Highlighter } from './highlight.js';
import { toFts5, toTsquery, type SearchFields } from './query/compile.js';
import type { ParsedQuery } from './query/parse.js';
import {
  applyFilters,
  judgmentFacets,
  sortCandidates,
  type Candidate,
  type ListFilters,
  type Sort,
} from './results.js';
import type { TextLang } from './text/analyze.js';

/** The date ranges every judgment search accepts; a range whose start is after its end is refused. */
export interface DateFilters {
  judgmentDateFrom?: string;
  judgmentDateTo?: string;
  referralDateFrom?: string;
  referralDateTo?: string;
  officialJournalDateFrom?: string;
  officialJournalDateTo?: string;
}

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
  fields: SearchFields;
}

/** What narrows the candidates besides the text: SQL conditions on `j` (judgments), and checks done here. */
export interface Criteria {
  where?: RawBuilder<unknown>[];
  text?: TextCriterion;
  /** Keeps a candidate or not, from its extra columns (applicant, classification). */
  keep?: (row: CandidateRow) => boolean;
}

export interface CandidateRow extends Candidate {
  applicant: string;
  classification: string;
}

const DATE_COLUMNS: [keyof DateFilters, keyof DateFilters, string][] = [
  ['judgmentDateFrom', 'judgmentDateTo', 'date'],
  ['referralDateFrom', 'referralDateTo', 'referral_date'],
  ['officialJournalDateFrom', 'officialJournalDateTo', 'official_journal_date'],
];

export const invalidDateRange = (message: string) => new HttpError(400, 'invalid-date-range', message);

function dateConditions(filters: DateFilters): RawBuilder<unknown>[] {
  const conditions: RawBuilder<unknown>[] = [];
  for (const [fromKey, toKey, column] of DATE_COLUMNS) {
    const from = filters[fromKey];
    const to = filters[toKey];
    if (from && to && from > to) throw invalidDateRange(`${fromKey} (${from}) is after ${toKey} (${to})`);
    if (from) conditions.push(sql`j.${sql.ref(column)} >= ${from}`);
    if (to) conditions.push(sql`j.${sql.ref(column)} <= ${to}`);
  }
  return conditions;
}

const MAX_SNIPPETS = 3;

/** Judgment searches: candidates from the database, then filters, facets, order and page (./results.ts). */
export class JudgmentSearch {
  private readonly judgments: JudgmentRepository;

  constructor(
    private readonly db: Kysely<DB>,
    private readonly engine: Engine,
  ) {
    this.judgments = new JudgmentRepository(db);
  }

  /** The text condition and score in the engine's syntax, on the documents of one language. */
  private textSource(text: TextCriterion): { join: RawBuilder<unknown>; score: RawBuilder<unknown> } {
    const base = documentBase(text.textLang);
    const [first, last] = documentRange(text.textLang);
    if (this.engine === 'postgres') {
      const query = toTsquery(text.query, text.fields);
      return {
        join: sql`join (select s.rowid - ${base} as judgment_id, ts_rank(s.tsv, q.query) as score
          from search_documents s, (select cast(${query} as tsquery) as query) q
          where s.tsv @@ q.query and s.rowid between ${first} and ${last}) hit on hit.judgment_id = j.id`,
        score: sql`hit.score`,
      };
    }
    const query = toFts5(text.query, text.fields);
    return {
      join: sql`join (select rowid - ${base} as judgment_id, -bm25(search_documents, 4.0, 1.0) as score
          from search_documents where search_documents match ${query} and rowid between ${first} and ${last}
        ) hit on hit.judgment_id = j.id`,
      score: sql`hit.score`,
    };
  }

  async candidates(
    criteria: Criteria,
    dates: DateFilters,
    options: { lang: Locale; headnotes: boolean },
  ): Promise<CandidateRow[]> {
    const where = [...(criteria.where ?? []), ...dateConditions(dates)];
    const text = criteria.text ? this.textSource(criteria.text) : undefined;
    const headnote = options.headnotes
      ? sql`(select t.headnote from judgment_texts t where t.judgment_id = j.id and t.lang = ${options.lang})`
      : sql`null`;
    const query = sql<CandidateRow>`select j.id, j.year, j.number, j.date, j.type, j.applicant_type,
        jur.area, ${text?.score ?? sql`null`} as score, ${headnote} as headnote, j.applicant, j.classification
      from judgments j
      ${text?.join ?? sql``}
      left join jurisdictions jur on jur.id = j.jurisdiction_id
      ${where.length > 0 ? sql`where ${sql.join(where, sql` and `)}` : sql``}`;
    const { rows } = await query.execute(this.db);
    const candidates = rows.map((r) => ({ ...r, score: r.score === null ? null : Number(r.score) }));
    return criteria.keep ? candidates.filter(criteria.keep) : candidates;
  }

  async search(
    criteria: Criteria,
    filters: DateFilters & ListFilters,
    page: SearchPage,
    preloaded?: CandidateRow[],
  ): Promise<JudgmentSearchResult> {
    const sort: Sort =
      page.sort === 'score' && !criteria.text ? 'date' : (page.sort ?? (criteria.text ? 'score' : 'date'));
    const all =
      preloaded ?? (await this.candidates(criteria, filters, { lang: page.lang, headnotes: sort === 'alphabetical' }));
    const facets = judgmentFacets(all, filters, page.lang);
    const hits = sortCandidates(
      applyFilters(all, filters),
      sort,
      page.order ?? (sort === 'alphabetical' ? 'asc' : 'desc'),
      page.lang,
    );
    const slice = hits.slice(page.offset, page.offset + page.pageSize);
    const items = await this.hits(slice, page.lang, criteria.text);
    return { items, total: hits.length, page: page.page, pageSize: page.pageSize, facets };
  }

  /** The page's judgments in full, in the order given, with their snippets when a text was searched. */
  private async hits(page: Candidate[], lang: Locale, text: TextCriterion | undefined): Promise<JudgmentHit[]> {
    if (page.length === 0) return [];
    const ids = page.map((c) => c.id);
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
    const [summaries, snippets] = await Promise.all([
      this.judgments.summaries(ordered, lang),
      text ? this.snippets(ids, text) : Promise.resolve(new Map<number, Snippet[]>()),
    ]);
    return ordered.map((row, index) => {
      const names = parseLocalized(row.jurisdiction_name);
      return {
        ...summaries[index]!,
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
        score: page[index]?.score ?? null,
        snippets: snippets.get(row.id) ?? [],
      };
    });
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
