import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { parseLocalized, pick } from '../domain/localized.js';
import { pendingCaseOf } from '../repositories/pending-cases.js';
import { CASE_TYPES, JURISDICTION_AREAS } from '../schemas/enums.js';
import type { FacetCount, PendingCaseSearchResult, Snippet } from '../schemas/search.js';
import { Highlighter } from './highlight.js';
import { invalidDateRange } from './judgment-search.js';
import { JUDGMENT_TYPE_LABELS, JURISDICTION_AREA_LABELS } from './labels.js';
import { matches } from './query/match.js';
import { parseQuery } from './query/parse.js';
import { stems } from './text/analyze.js';

const MAX_REMEMBERED = 50_000;

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
 * Pending cases by the words of their subject and questions in the requested language, newest first. The docket
 * is small (hundreds to a few thousand short texts), so the words are matched here with the judgments' pipeline
 * rather than through an index.
 */
export class PendingCaseSearch {
  /** Stems of each subject and question already read: the docket changes rarely, requests repeat it. */
  private readonly stemmed = new Map<string, string[]>();

  constructor(private readonly db: Kysely<DB>) {}

  private stemsOf(text: string, lang: Locale): string[] {
    const key = `${lang} ${text}`;
    let found = this.stemmed.get(key);
    if (!found) {
      found = stems(text, lang);
      if (this.stemmed.size >= MAX_REMEMBERED) this.stemmed.clear();
      this.stemmed.set(key, found);
    }
    return found;
  }

  async search(
    params: PendingCaseSearchParams,
    paging: { page: number; pageSize: number; offset: number },
  ): Promise<PendingCaseSearchResult> {
    const { lang, term, receiptDateFrom: from, receiptDateTo: to } = params;
    if (from && to && from > to) throw invalidDateRange(`receiptDateFrom (${from}) is after receiptDateTo (${to})`);
    const query = term ? parseQuery(term, lang) : undefined;
    let select = this.db
      .selectFrom('pending_cases')
      .leftJoin('jurisdictions', 'jurisdictions.id', 'pending_cases.jurisdiction_id')
      .selectAll('pending_cases')
      .select(['jurisdictions.name as jurisdiction_name', 'jurisdictions.area as jurisdiction_area']);
    if (!params.withArchive) select = select.where('archived', '=', 0);
    if (params.rollNumber) select = select.where('roll_number', '=', params.rollNumber);
    if (from) select = select.where('receipt_date', '>=', from);
    if (to) select = select.where('receipt_date', '<=', to);
    const rows = (await select.execute()).filter((row) => {
      if (!query) return true;
      const subject = pick(parseLocalized(row.subject), lang) ?? '';
      const questions = pick(parseLocalized<string[]>(row.questions), lang) ?? [];
      return matches(
        query,
        [subject, ...questions].map((text) => stems(text, lang)),
      );
    });

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
    const items = hits.slice(paging.offset, paging.offset + paging.pageSize).map((row) => {
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
}
