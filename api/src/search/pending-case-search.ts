import type { Kysely } from 'kysely';
import type { Engine } from '../db/engine.js';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { pendingCaseOf, type PendingCaseRow } from '../repositories/pending-cases.js';
import { CASE_TYPES, JURISDICTION_AREAS } from '@court/contract/vocabularies';
import type { FacetCount, PendingCaseSearchResult, Snippet } from '@court/contract/schemas/search';
import { matchDocuments } from './document-index.js';
import { Highlighter } from './highlight.js';
import { invalidDateRange } from './judgment-search.js';
import { JUDGMENT_TYPE_LABELS, JURISDICTION_AREA_LABELS } from './labels.js';
import { rollNumbersOf } from './number-lists.js';
import { parseQuery } from './query/parse.js';
import { resolveFields } from './query/tree.js';

export interface PendingCaseSearchParams {
  lang: Locale;
  term?: string;
  rollNumber?: string;
  type?: string[];
  jurisdictionArea?: string[];
  receiptDateFrom?: string;
  receiptDateTo?: string;
  withArchive?: boolean;
}

/**
 * Pending cases by the words of their subject and questions in the requested language, newest first. The words
 * are looked up in the cases' own index (`pending_case_documents`, the judgments' pipeline); the filters, facets
 * and order run here on the few columns they need, and only the page's cases are read in full.
 */
export class PendingCaseSearch {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly engine: Engine,
  ) {}

  async search(
    params: PendingCaseSearchParams,
    paging: { page: number; pageSize: number; offset: number },
  ): Promise<PendingCaseSearchResult> {
    const { lang, term, receiptDateFrom: from, receiptDateTo: to } = params;
    if (from && to && from > to) throw invalidDateRange(`receiptDateFrom (${from}) is after receiptDateTo (${to})`);
    // A case is its roll number: the one field filter of this search.
    const query = term ? parseQuery(term, lang, ['roll']) : undefined;
    const matchQuery =
      query && (await resolveFields(query, async (field) => (field.field === 'roll' ? field.rolls.map(Number) : [])));
    let select = this.db
      .selectFrom('pending_cases')
      .leftJoin('jurisdictions', 'jurisdictions.id', 'pending_cases.jurisdiction_id')
      .select(['roll_number', 'receipt_date', 'type', 'jurisdictions.area as jurisdiction_area']);
    if (!params.withArchive) select = select.where('archived', '=', 0);
    if (params.rollNumber) select = select.where('roll_number', 'in', rollNumbersOf(params.rollNumber));
    if (from) select = select.where('receipt_date', '>=', from);
    if (to) select = select.where('receipt_date', '<=', to);
    const [candidates, found] = await Promise.all([
      select.execute(),
      matchQuery
        ? matchDocuments(this.db, this.engine, {
            table: 'pending_case_documents',
            columns: ['subject', 'questions'],
            query: matchQuery,
            lang,
          })
        : undefined,
    ]);
    // Document ids carry the roll number as a number.
    const rows = found ? candidates.filter((row) => found.has(Number(row.roll_number))) : candidates;

    const types = params.type ?? [];
    const areas = params.jurisdictionArea ?? [];
    const typeOk = (row: (typeof rows)[number]) => types.length === 0 || types.includes(row.type);
    const areaOk = (row: (typeof rows)[number]) => areas.length === 0 || areas.includes(row.jurisdiction_area ?? '');
    const count = (
      values: readonly string[],
      labels: Record<string, Record<Locale, string>>,
      pick: (row: (typeof rows)[number]) => string | null,
      keep: (row: (typeof rows)[number]) => boolean,
    ): FacetCount[] =>
      values.map((value) => ({
        value,
        label: labels[value]?.[lang] ?? value,
        count: rows.filter((row) => keep(row) && pick(row) === value).length,
      }));
    const facets = {
      types: count(CASE_TYPES, JUDGMENT_TYPE_LABELS, (row) => row.type, areaOk),
      jurisdictionAreas: count(JURISDICTION_AREAS, JURISDICTION_AREA_LABELS, (row) => row.jurisdiction_area, typeOk),
    };
    const hits = rows
      .filter((row) => typeOk(row) && areaOk(row))
      .sort((a, b) => b.receipt_date.localeCompare(a.receipt_date) || b.roll_number.localeCompare(a.roll_number));
    const highlighter = query ? new Highlighter(query, lang) : undefined;
    const items = (await this.read(hits.slice(paging.offset, paging.offset + paging.pageSize))).map((row) => {
      const item = pendingCaseOf(row, lang);
      const snippets: Snippet[] = [];
      for (const text of [item.subject ?? '', ...item.questions]) {
        const passage = highlighter?.snippet(text);
        if (passage) snippets.push({ field: 'summary', paragraphId: null, html: passage.html });
      }
      return { ...item, snippets };
    });
    return { items, total: hits.length, page: paging.page, pageSize: paging.pageSize, facets };
  }

  /** The page's cases in full, in the order given. */
  private async read(page: { roll_number: string }[]): Promise<PendingCaseRow[]> {
    if (page.length === 0) return [];
    const rolls = page.map((row) => row.roll_number);
    const rows = await this.db
      .selectFrom('pending_cases')
      .leftJoin('jurisdictions', 'jurisdictions.id', 'pending_cases.jurisdiction_id')
      .selectAll('pending_cases')
      .select(['jurisdictions.name as jurisdiction_name', 'jurisdictions.area as jurisdiction_area'])
      .where('roll_number', 'in', rolls)
      .execute();
    const byRoll = new Map(rows.map((row) => [row.roll_number, row]));
    return rolls.map((roll) => byRoll.get(roll)).filter((row) => row !== undefined);
  }
}
