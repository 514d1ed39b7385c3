import type { MediaType } from '@court/contract/vocabularies';
import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { Locale } from '../domain/model.js';
import { parseJson, parseLocalized, pick } from '../domain/localized.js';

/** How many entries a feed carries: enough for a reader who checks weekly, small enough to poll cheaply. */
export const FEED_SIZE = 50;

export interface JudgmentEntry {
  year: number;
  number: number;
  ecli: string;
  date: string;
  languages: string[];
  headnote: string | null;
  summary: string | null;
}

export interface PressReleaseEntry {
  id: string;
  mediaType: MediaType;
  date: string;
  title: string;
  body: string | null;
  pdf: string | null;
  judgment: { year: number; number: number } | null;
}

export interface PendingCaseEntry {
  rollNumber: string;
  receiptDate: string;
  type: string;
  subject: string | null;
  questions: string[];
}

/** The newest judgments, with their headnote and summary in `lang` when the court wrote them. */
export async function latestJudgments(db: Kysely<DB>, lang: Locale, limit = FEED_SIZE): Promise<JudgmentEntry[]> {
  const rows = await db
    .selectFrom('judgments')
    .leftJoin('judgment_texts', (join) =>
      join.onRef('judgment_texts.judgment_id', '=', 'judgments.id').on('judgment_texts.lang', '=', lang),
    )
    .select([
      'judgments.year',
      'judgments.number',
      'judgments.ecli',
      'judgments.date',
      'judgments.languages',
      'judgment_texts.headnote',
      'judgment_texts.summary',
    ])
    .orderBy('judgments.date', 'desc')
    .orderBy('judgments.number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    year: row.year,
    number: row.number,
    ecli: row.ecli,
    date: row.date,
    languages: parseJson<string[]>(row.languages, []),
    headnote: row.headnote || null,
    summary: row.summary || null,
  }));
}

/**
 * The newest current press releases that have a title in `lang`. A release the court did not publish in a
 * language is left out of that language's feed rather than shown with an empty title.
 */
export async function latestPressReleases(
  db: Kysely<DB>,
  lang: Locale,
  limit = FEED_SIZE,
): Promise<PressReleaseEntry[]> {
  const entries: PressReleaseEntry[] = [];
  // Read in pages: which rows have text in `lang` is only known after parsing their JSON.
  for (let offset = 0; entries.length < limit; offset += limit * 2) {
    const rows = await db
      .selectFrom('press_releases')
      .selectAll()
      .where('archived', '=', 0)
      .orderBy('date', 'desc')
      .orderBy('id', 'desc')
      .limit(limit * 2)
      .offset(offset)
      .execute();
    for (const row of rows) {
      const title = pick(parseLocalized(row.title), lang);
      if (!title) continue;
      entries.push({
        id: row.id,
        mediaType: row.media_type as MediaType,
        date: row.date,
        title,
        body: pick(parseLocalized(row.body), lang),
        pdf: pick(parseLocalized(row.pdf), lang),
        judgment:
          row.judgment_year !== null && row.judgment_number !== null
            ? { year: row.judgment_year, number: row.judgment_number }
            : null,
      });
      if (entries.length === limit) break;
    }
    if (rows.length < limit * 2) break;
  }
  return entries;
}

/** The cases most recently brought before the court and not yet decided. */
export async function latestPendingCases(db: Kysely<DB>, lang: Locale, limit = FEED_SIZE): Promise<PendingCaseEntry[]> {
  const rows = await db
    .selectFrom('pending_cases')
    .select(['roll_number', 'receipt_date', 'type', 'subject', 'questions'])
    .where('archived', '=', 0)
    .orderBy('receipt_date', 'desc')
    .orderBy('roll_number', 'desc')
    .limit(limit)
    .execute();
  return rows.map((row) => ({
    rollNumber: row.roll_number,
    receiptDate: row.receipt_date,
    type: row.type,
    subject: pick(parseLocalized(row.subject), lang),
    questions: pick(parseLocalized<string[]>(row.questions), lang) ?? [],
  }));
}
