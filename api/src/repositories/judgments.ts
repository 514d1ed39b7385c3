import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { JudgmentOutcome, Locale, ProceedingType } from '../domain/model.js';
import { parseJson, sortLocales } from '../domain/localized.js';
import { ecliOf, judgmentPdfLinks } from '../domain/references.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { JudgmentLink, JudgmentSummary, YearCount } from '@court/contract/schemas/judgments';

export interface JudgmentListFilter {
  lang: Locale;
  year: number;
  month?: number;
  type?: ProceedingType;
  page: number;
  pageSize: number;
  offset: number;
}

interface JudgmentRow {
  id: number;
  year: number;
  number: number;
  ecli: string;
  date: string;
  type: string;
  outcome: string;
  languages: string;
}

const SUMMARY_COLUMNS = ['id', 'year', 'number', 'ecli', 'date', 'type', 'outcome', 'languages'] as const;

/** Lists of judgments and the pieces the judgment page shares with them. */
export class JudgmentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async latestYear(): Promise<number | undefined> {
    const row = await this.db
      .selectFrom('judgments')
      .select((eb) => eb.fn.max('year').as('year'))
      .executeTakeFirst();
    return row?.year ?? undefined;
  }

  async years(page: number, pageSize: number, offset: number): Promise<ListPage<YearCount>> {
    const rows = await this.db
      .selectFrom('judgments')
      .select(['year', (eb) => eb.fn.countAll<number>().as('count')])
      .groupBy('year')
      .orderBy('year', 'desc')
      .execute();
    const items = rows.map((r) => ({ year: r.year, count: Number(r.count) }));
    return { items: items.slice(offset, offset + pageSize), total: items.length, page, pageSize };
  }

  /** One year's judgments, newest first. */
  async list(filter: JudgmentListFilter): Promise<ListPage<JudgmentSummary>> {
    let query = this.db.selectFrom('judgments').where('year', '=', filter.year);
    if (filter.month) {
      const from = `${filter.year}-${String(filter.month).padStart(2, '0')}-01`;
      const to =
        filter.month === 12
          ? `${filter.year + 1}-01-01`
          : `${filter.year}-${String(filter.month + 1).padStart(2, '0')}-01`;
      query = query.where('date', '>=', from).where('date', '<', to);
    }
    if (filter.type) query = query.where('type', '=', filter.type);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .select(SUMMARY_COLUMNS)
        .orderBy('date', 'desc')
        .orderBy('number', 'desc')
        .limit(filter.pageSize)
        .offset(filter.offset)
        .execute(),
    ]);
    const items = await this.summaries(rows, filter.lang);
    return { items, total: Number(count.total), page: filter.page, pageSize: filter.pageSize };
  }

  /** Adds texts in `lang` and roll numbers to judgment rows, in two queries for the whole page. */
  async summaries(rows: JudgmentRow[], lang: Locale): Promise<JudgmentSummary[]> {
    if (rows.length === 0) return [];
    const ids = rows.map((r) => r.id);
    const [texts, rolls] = await Promise.all([
      this.db
        .selectFrom('judgment_texts')
        .select((eb) => [
          'judgment_id',
          'lang',
          'headnote',
          'keywords',
          eb.case().when('summary', 'is not', null).then(1).else(0).end().as('has_summary'),
        ])
        .where('judgment_id', 'in', ids)
        .execute(),
      this.db
        .selectFrom('judgment_roll_numbers')
        .select(['judgment_id', 'roll_number'])
        .where('judgment_id', 'in', ids)
        .orderBy('roll_number')
        .execute(),
    ]);
    return rows.map((row) => {
      const own = texts.filter((t) => t.judgment_id === row.id);
      const inLang = own.find((t) => t.lang === lang);
      const languages = parseJson<string[]>(row.languages, []);
      return {
        year: row.year,
        number: row.number,
        ecli: row.ecli,
        date: row.date,
        type: row.type as ProceedingType,
        outcome: row.outcome as JudgmentOutcome,
        headnote: inLang?.headnote ?? null,
        keywords: parseJson<string[]>(inLang?.keywords, []),
        rollNumbers: rolls.filter((r) => r.judgment_id === row.id).map((r) => r.roll_number),
        languages: sortLocales(languages).filter((l): l is 'nl' | 'fr' | 'de' => l !== 'en'),
        textLanguages: sortLocales(own.filter((t) => t.headnote || Number(t.has_summary) === 1).map((t) => t.lang)),
        pdf: judgmentPdfLinks(row.year, row.number, languages),
      };
    });
  }

  async findRow(year: number, number: number): Promise<JudgmentRow | undefined> {
    return this.db
      .selectFrom('judgments')
      .select(SUMMARY_COLUMNS)
      .where('year', '=', year)
      .where('number', '=', number)
      .executeTakeFirst();
  }

  /** Links to judgments by reference; a judgment the store lacks keeps its ECLI with an unknown date. */
  async links(refs: { year: number; number: number }[]): Promise<JudgmentLink[]> {
    if (refs.length === 0) return [];
    const rows = await this.db
      .selectFrom('judgments')
      .select(['year', 'number', 'ecli', 'date'])
      .where((eb) => eb.or(refs.map((r) => eb.and([eb('year', '=', r.year), eb('number', '=', r.number)]))))
      .execute();
    return refs.map((ref) => {
      const row = rows.find((r) => r.year === ref.year && r.number === ref.number);
      return {
        year: ref.year,
        number: ref.number,
        ecli: row?.ecli ?? ecliOf(ref.year, ref.number),
        date: row?.date ?? null,
      };
    });
  }
}
