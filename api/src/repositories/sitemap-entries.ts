import type { Kysely } from 'kysely';
import type { SitemapEntries } from '@court/contract/schemas/site';
import type { DB } from '../db/tables.js';
import { parseJson, sortLocales } from '../domain/localized.js';

/**
 * What the site server's sitemap lists beside its fixed pages: every member, and every published judgment with
 * the languages the court published it in. Two queries, however many judgments: paging through the public lists
 * would take one request per 100.
 */
export async function sitemapEntries(db: Kysely<DB>): Promise<SitemapEntries> {
  const [members, judgments] = await Promise.all([
    db.selectFrom('members').select('id').orderBy('position').execute(),
    db
      .selectFrom('judgments')
      .select(['year', 'number', 'date', 'languages'])
      .orderBy('year', 'desc')
      .orderBy('number', 'desc')
      .execute(),
  ]);
  return {
    members,
    judgments: judgments.map((row) => ({
      year: row.year,
      number: row.number,
      date: row.date.slice(0, 10),
      languages: sortLocales(parseJson<string[]>(row.languages, [])),
    })),
  };
}
