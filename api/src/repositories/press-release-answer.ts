import type { Selectable } from 'kysely';
import type { PressRelease } from '@court/contract/schemas/press';
import { renderMarkdown } from '../content/markdown.js';
import type { PressReleasesTable } from '../db/tables.js';
import { languagesOf, parseLocalized, pick } from '../domain/localized.js';
import type { Locale, MediaType } from '../domain/model.js';
import { ecliOf } from '../domain/references.js';

/** A row of the public table, with the date and ECLI of its judgment when the judgments table holds it. */
export type PressReleaseRow = Selectable<PressReleasesTable> & {
  judgment_date: string | null;
  judgment_ecli: string | null;
};

/**
 * A press release as the public API answers it in `lang`: its texts in that language, the body also as HTML
 * (its Markdown rendered and sanitised as the editorial content is), so that the page need not split raw text
 * into paragraphs. The lists and the press console's preview both answer through it, so they cannot differ.
 */
export function pressReleaseAnswer(row: PressReleaseRow, lang: Locale): PressRelease {
  const title = parseLocalized(row.title);
  const body = parseLocalized(row.body);
  const pdf = parseLocalized(row.pdf);
  const text = pick(body, lang);
  return {
    id: row.id,
    mediaType: row.media_type as MediaType,
    date: row.date,
    title: pick(title, lang),
    body: text,
    bodyHtml: text === null ? null : renderMarkdown(text).html,
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
}
