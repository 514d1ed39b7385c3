import type { Kysely } from 'kysely';
import type { PressReleaseItem } from '@court/contract/schemas/press-publishing';
import type { ItemState } from '@court/contract/schemas/publishing';
import { jsonText } from '../db/json-text.js';
import type { DB } from '../db/tables.js';
import { languagesOf, parseJson, parseLocalized } from '../domain/localized.js';
import type { JudgmentReference, Locale, MediaType } from '../domain/model.js';
import { fold, words } from '../search/text/analyze.js';
import { pressReleaseKind } from './kinds/press-release.js';

export interface PressReleaseItemFilter {
  state?: ItemState;
  type?: MediaType;
  /** Only the releases with a title in this language. */
  lang?: Locale;
  /** Words one of the titles holds, whatever their case and accents. */
  q?: string;
  limit: number;
  offset: number;
}

/** Whether one of the titles holds every word (folded as the search folds them). */
function titleHolds(titles: Record<string, string | undefined>, wanted: string[]): boolean {
  return Object.values(titles).some((title) => {
    const folded = fold(title ?? '');
    return wanted.every((word) => folded.includes(word));
  });
}

/**
 * Every press release of the publishing store, in any state, for the press console: newest first by the release's
 * date, then by its last write. The state, the kind of release and the language are filtered, and the rows
 * ordered, in SQL on fields read out of the body's JSON, without the texts. The words of `q` are matched here in
 * JS against the titles, because SQLite has nothing to fold accents with: that reads every row of this one kind
 * that passed the other filters (the press office writes a few hundred releases a year), then takes the page.
 */
export async function listPressReleaseItems(
  db: Kysely<DB>,
  filter: PressReleaseItemFilter,
): Promise<{ items: PressReleaseItem[]; total: number }> {
  const field = (...path: string[]) => jsonText(db, 'body', path);
  let query = db.selectFrom('publishing_items').where('kind', '=', pressReleaseKind.name);
  if (filter.state) query = query.where('state', '=', filter.state);
  if (filter.type) query = query.where(field('kind'), '=', filter.type);
  if (filter.lang) query = query.where(field('title', filter.lang), 'is not', null);
  const rows = await query
    .select(['key', 'state', 'publish_at', 'updated_at', 'updated_by', 'version', 'etag'])
    .select([
      field('kind').as('type'),
      field('date').as('date'),
      field('title').as('title'),
      field('judgment').as('judgment'),
      field('rollNumber').as('roll_number'),
    ])
    .orderBy(field('date'), 'desc')
    .orderBy('updated_at', 'desc')
    .orderBy('key')
    .execute();
  const wanted = words(filter.q ?? '');
  const matching = rows
    .map((row) => ({ ...row, title: parseLocalized(row.title) }))
    .filter((row) => wanted.length === 0 || titleHolds(row.title, wanted));
  const items = matching.slice(filter.offset, filter.offset + filter.limit).map((row) => {
    const judgment = parseJson<JudgmentReference | null>(row.judgment, null);
    return {
      id: row.key,
      state: row.state,
      publishAt: row.publish_at,
      updatedAt: row.updated_at,
      updatedBy: row.updated_by,
      version: row.version,
      etag: row.etag,
      type: row.type as MediaType,
      date: row.date ?? '',
      title: row.title,
      languages: languagesOf(row.title),
      ...(judgment ? { judgment: { year: judgment.year, number: judgment.number } } : {}),
      ...(row.roll_number ? { rollNumber: row.roll_number } : {}),
    };
  });
  return { items, total: matching.length };
}
