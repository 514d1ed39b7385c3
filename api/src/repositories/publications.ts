import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale, PublicationKind } from '../domain/model.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import type { ListPage } from '@court/contract/schemas/common';
import type { Publication } from '@court/contract/schemas/court';

export interface PublicationPage {
  lang: Locale;
  page: number;
  pageSize: number;
  offset: number;
}

/** Annual reports, brochures, speeches and studies, newest first. */
export class PublicationRepository {
  constructor(private readonly db: Kysely<DB>) {}

  async list(kind: PublicationKind, { lang, page, pageSize, offset }: PublicationPage): Promise<ListPage<Publication>> {
    const query = this.db.selectFrom('publications').where('kind', '=', kind);
    const [count, rows] = await Promise.all([
      query.select((eb) => eb.fn.countAll<number>().as('total')).executeTakeFirstOrThrow(),
      query.selectAll().orderBy('date', 'desc').orderBy('id').limit(pageSize).offset(offset).execute(),
    ]);
    const items = rows.map((row): Publication => {
      const title = parseLocalized(row.title);
      const description = parseLocalized(row.description);
      const pdf = parseLocalized(row.pdf);
      return {
        id: row.id,
        kind: row.kind as PublicationKind,
        date: row.date,
        title: pick(title, lang),
        description: pick(description, lang),
        textLanguages: languagesOf(title, description),
        pdf,
        pdfUrl: pick(pdf, lang),
      };
    });
    return { items, total: Number(count.total), page, pageSize };
  }
}
