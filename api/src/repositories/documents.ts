import type { Kysely } from 'kysely';
import type { DB, DocumentsTable } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { parseLocalized, pick } from '../domain/localized.js';
import type { SimpleDocument } from '../documents/render-other.js';

/** The documents other than judgments that records point to (press releases, publications, job offers, photos). */
export class DocumentRepository {
  constructor(private readonly db: Kysely<DB>) {}

  find(publicPath: string): Promise<Pick<DocumentsTable, 'kind' | 'owner_id' | 'lang'> | undefined> {
    return this.db
      .selectFrom('documents')
      .select(['kind', 'owner_id', 'lang'])
      .where('path', '=', publicPath)
      .executeTakeFirst();
  }

  /** What the PDF of a press release, publication or job offer shows, in the document's language. */
  async content(kind: DocumentsTable['kind'], ownerId: string, locale: Locale): Promise<SimpleDocument | undefined> {
    const text = (title: string, body: string, date: string, deadline?: string): SimpleDocument | undefined => {
      const heading = pick(parseLocalized(title), locale);
      if (!heading) return undefined;
      return { locale, title: heading, date, body: pick(parseLocalized(body), locale) ?? '', deadline };
    };
    switch (kind) {
      case 'press-release': {
        const row = await this.db
          .selectFrom('press_releases')
          .select(['title', 'body', 'date'])
          .where('id', '=', ownerId)
          .executeTakeFirst();
        return row && text(row.title, row.body, row.date);
      }
      case 'publication': {
        const row = await this.db
          .selectFrom('publications')
          .select(['title', 'description', 'date'])
          .where('id', '=', ownerId)
          .executeTakeFirst();
        return row && text(row.title, row.description, row.date);
      }
      case 'job-offer': {
        const row = await this.db
          .selectFrom('job_offers')
          .select(['title', 'description', 'published_on', 'deadline'])
          .where('id', '=', ownerId)
          .executeTakeFirst();
        return row && text(row.title, row.description, row.published_on, row.deadline);
      }
      default:
        return undefined;
    }
  }

  /** Numbers and language versions of the judgments of a year, for the document server's folder listing. */
  judgmentsOfYear(year: number): Promise<{ number: number; languages: string }[]> {
    return this.db
      .selectFrom('judgments')
      .select(['number', 'languages'])
      .where('year', '=', year)
      .orderBy('number')
      .execute();
  }

  async yearsWithLanguage(): Promise<{ year: number; languages: string }[]> {
    return this.db.selectFrom('judgments').select(['year', 'languages']).distinct().orderBy('year', 'desc').execute();
  }
}
