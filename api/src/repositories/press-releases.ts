import type { Kysely, Selectable } from 'kysely';
import type { DB, PressReleasesTable } from '../db/tables.js';
import type { Locale, MediaType } from '../domain/model.js';
import { languagesOf, parseLocalized } from '../domain/localized.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { PressRelease } from '@court/contract/schemas/press';
import { pressReleaseAnswer } from './press-release-answer.js';

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
    const items = rows.map((row) => pressReleaseAnswer(row, filter.lang));
    return { items, total: Number(count.total), page: filter.page, pageSize: filter.pageSize };
  }

  /**
   * The answers the lists would give for `row` (not stored) in each language it has a title in, its judgment read
   * from the judgments table as the lists read it: what a press release will look like once published.
   */
  async answersOf(row: Selectable<PressReleasesTable>): Promise<Partial<Record<Locale, PressRelease>>> {
    const judgment =
      row.judgment_year !== null && row.judgment_number !== null
        ? await this.db
            .selectFrom('judgments')
            .select(['date', 'ecli'])
            .where('year', '=', row.judgment_year)
            .where('number', '=', row.judgment_number)
            .executeTakeFirst()
        : undefined;
    const full = { ...row, judgment_date: judgment?.date ?? null, judgment_ecli: judgment?.ecli ?? null };
    return Object.fromEntries(
      languagesOf(parseLocalized(row.title)).map((lang) => [lang, pressReleaseAnswer(full, lang)]),
    );
  }
}
