import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale, MediaType } from '../domain/model.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import { ecliOf } from '../domain/references.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { PressRelease } from '@court/contract/schemas/press';

export interface PressReleaseFilter {
  lang: Locale;
  /** Both kinds when absent. */
  mediaType?: MediaType;
  withArchive: boolean;
  page: number;
  pageSize: number;
  offset: number;
}

/** Press releases (general ones and those on judgments), newest first; archived ones only on request. */
export class PressReleaseRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(filter: PressReleaseFilter): Promise<ListPage<PressRelease>> {
    let query = this.db.selectFrom('press_releases');
    if (filter.mediaType) query = query.where('media_type', '=', filter.mediaType);
    if (!filter.withArchive) query = query.where('archived', '=', 0);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query
        .leftJoin('judgments', (join) =>
          join
            .onRef('judgments.year', '=', 'press_releases.judgment_year')
            .onRef('judgments.number', '=', 'press_releases.judgment_number'),
        )
        .selectAll('press_releases')
        .select(['judgments.date as judgment_date', 'judgments.ecli as judgment_ecli'])
        .orderBy('press_releases.date', 'desc')
        .orderBy('press_releases.id', 'desc')
        .limit(filter.pageSize)
        .offset(filter.offset)
        .execute(),
    ]);
    const { lang } = filter;
    const items = rows.map((row): PressRelease => {
      const title = parseLocalized(row.title);
      const body = parseLocalized(row.body);
      const pdf = parseLocalized(row.pdf);
      return {
        id: row.id,
        mediaType: row.media_type as MediaType,
        date: row.date,
        title: pick(title, lang),
        body: pick(body, lang),
        textLanguages: languagesOf(title, body),
        judgment:
          row.judgment_year !== null && row.judgment_number !== null
            ? {
                year: row.judgment_year,
                number: row.judgment_number,
                ecli: row.judgment_ecli ?? ecliOf(row.judgment_year, row.judgment_number),
                date: row.judgment_date ?? null,
              }
            : null,
        pdf,
        pdfUrl: pick(pdf, lang),
        archived: Number(row.archived) === 1,
      };
    });
    return { items, total: Number(count.total), page: filter.page, pageSize: filter.pageSize };
  }
}
