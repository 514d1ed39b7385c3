import type { Kysely } from 'kysely';
import type { JudgmentDetail } from '@court/contract/schemas/judgments';
import type { DB } from '../db/tables.js';
import { sortLocales } from '../domain/localized.js';
import type { Locale } from '../domain/model.js';
import type { JudgmentDetailRepository } from '../repositories/judgment-details.js';
import { sitemapEntries } from '../repositories/sitemap-entries.js';

/** One line of the bulk file: a judgment as its JSON route answers it, in each language the court published it in. */
export interface JudgmentLine {
  year: number;
  number: number;
  ecli: string;
  languages: Locale[];
  /** The judgment's JSON route (`/juris/judgments/{year}/{number}?lang=`) in each of its languages. */
  versions: Partial<Record<Locale, JudgmentDetail>>;
}

/**
 * Every published judgment, oldest first, as the lines of the bulk file. The same content gives the same lines,
 * so that every instance writes the same bytes. Stops early (answering what it read) when `stopped` says so.
 */
export async function* judgmentLines(
  db: Kysely<DB>,
  details: JudgmentDetailRepository,
  stopped: () => boolean,
): AsyncGenerator<JudgmentLine> {
  const { judgments } = await sitemapEntries(db);
  const oldestFirst = judgments.sort((a, b) => a.year - b.year || a.number - b.number);
  for (const judgment of oldestFirst) {
    if (stopped()) return;
    const { year, number } = judgment;
    const languages = sortLocales(judgment.languages);
    const versions: JudgmentLine['versions'] = {};
    for (const lang of languages) {
      const detail = await details.get(year, number, lang);
      if (detail) versions[lang] = detail;
    }
    const first = Object.values(versions)[0];
    // Withdrawn since the list was read: it is in the feed after the file's cursor.
    if (!first) continue;
    yield { year, number, ecli: first.ecli, languages, versions };
  }
}
