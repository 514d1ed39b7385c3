import type { Judgment, Localized, NormReference } from '../domain/model.js';
import { json, type TableRows } from './row-values.js';

/** Sortable UTC instant of a date-time with an offset; a plain date sorts as midnight UTC. */
export const instant = (date: string): string => new Date(date).toISOString();

function localesOf(...values: Localized<unknown>[]): string[] {
  const set = new Set<string>();
  for (const value of values)
    for (const [locale, text] of Object.entries(value)) if (text !== undefined) set.add(locale);
  return [...set];
}

/**
 * The rows of one judgment in the public tables, under the id it has there; the norms it cites are added to
 * `norms` (each norm is one row, shared by the judgments citing it).
 */
export function judgmentRows(judgment: Judgment, id: number, rows: TableRows, norms: Map<string, NormReference>): void {
  rows.judgments.push({
    id,
    year: judgment.year,
    number: judgment.number,
    ecli: judgment.ecli,
    date: judgment.date,
    type: judgment.type,
    outcome: judgment.outcome,
    applicant: judgment.applicant,
    applicant_type: judgment.applicantType,
    jurisdiction_id: judgment.jurisdictionAQuo?.id ?? null,
    referral_date: judgment.referralDate ?? null,
    official_journal_date: judgment.officialJournalDate ?? null,
    registrar: judgment.registrar,
    judges: json(judgment.judges),
    languages: json(judgment.languages),
    classification: json(judgment.classification),
  });
  for (const lang of localesOf(judgment.headnote, judgment.summary, judgment.keywords)) {
    const key = lang as keyof Localized;
    rows.judgment_texts.push({
      judgment_id: id,
      lang,
      headnote: judgment.headnote[key] || null,
      summary: judgment.summary[key] || null,
      keywords: json(judgment.keywords[key] ?? []),
    });
  }
  for (const [lang, paragraphs] of Object.entries(judgment.text)) {
    paragraphs?.forEach((p, position) =>
      rows.judgment_paragraphs.push({
        judgment_id: id,
        lang,
        position,
        para_id: p.id,
        level: p.level,
        kind: p.kind,
        text: p.text,
      }),
    );
  }
  for (const roll of new Set(judgment.rollNumbers))
    rows.judgment_roll_numbers.push({ judgment_id: id, roll_number: roll });
  const cited = new Set<string>();
  for (const ref of judgment.cites) {
    const key = `${ref.year}/${ref.number}`;
    if (cited.has(key)) continue;
    cited.add(key);
    rows.judgment_citations.push({ judgment_id: id, cited_year: ref.year, cited_number: ref.number });
  }
  for (const [role, list] of [
    ['reviewed', judgment.reviewedNorms],
    ['reference', judgment.referenceNorms],
  ] as const) {
    list.forEach((norm, normPosition) => {
      if (!norms.has(norm.normId)) norms.set(norm.normId, norm);
      const articles = norm.articles.length > 0 ? norm.articles : [''];
      articles.forEach((article, articlePosition) =>
        rows.judgment_norm_articles.push({
          judgment_id: id,
          role,
          norm_position: normPosition,
          norm_id: norm.normId,
          article_position: articlePosition,
          article,
        }),
      );
    });
  }
}
