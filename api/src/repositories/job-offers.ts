import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { courtDate } from '../domain/court-time.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { JobOffer } from '@court/contract/schemas/court';

export interface JobOfferFilter {
  lang: Locale;
  withArchive: boolean;
  page: number;
  pageSize: number;
  offset: number;
}

/** Vacancies: open ones by default (deadline today or later), soonest deadline first; newest first with the archive. */
export class JobOfferRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list({ lang, withArchive, page, pageSize, offset }: JobOfferFilter): Promise<ListPage<JobOffer>> {
    const today = courtDate();
    let query = this.db.selectFrom('job_offers');
    if (!withArchive) query = query.where('deadline', '>=', today);
    const ordered = withArchive
      ? query.selectAll().orderBy('published_on', 'desc')
      : query.selectAll().orderBy('deadline').orderBy('published_on', 'desc');
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      ordered.orderBy('id').limit(pageSize).offset(offset).execute(),
    ]);
    const items = rows.map((row): JobOffer => {
      const title = parseLocalized(row.title);
      const description = parseLocalized(row.description);
      const pdf = parseLocalized(row.pdf);
      return {
        id: row.id,
        title: pick(title, lang),
        description: pick(description, lang),
        publishedOn: row.published_on,
        deadline: row.deadline,
        open: row.deadline >= today,
        textLanguages: languagesOf(title, description),
        pdf,
        pdfUrl: pick(pdf, lang),
      };
    });
    return { items, total: Number(count.total), page, pageSize };
  }
}
