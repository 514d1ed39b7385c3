import { sql } from 'kysely';
import type { Static } from 'typebox';
import type { AlertSearch } from '@court/contract/schemas/search-alerts';
import type {
  ByJudgmentAndApplicantQuery,
  FullTextQuery,
  JudgmentSearchQuery,
  StandardSearchQuery,
} from '@court/contract/schemas/search';
import type { Criteria } from './judgment-search.js';
import { judgmentNumbersCondition, rollNumbersOf } from './number-lists.js';
import { articleCondition } from './norm-articles.js';
import { parseQuery } from './query/parse.js';
import { fold } from './text/analyze.js';

/**
 * What each judgment search of /api/v1/search asks of the judgments, besides the filters every one of them takes:
 * its routes build their criteria here, and so do the search alerts, which run the same searches later.
 */
export function byJudgmentAndApplicant(query: Static<typeof ByJudgmentAndApplicantQuery>): Criteria {
  const { rollNumber, applicant, jurisdiction } = query;
  const where = [];
  if (rollNumber)
    where.push(
      sql`j.id in (select r.judgment_id from judgment_roll_numbers r where r.roll_number in (${sql.join(rollNumbersOf(rollNumber))}))`,
    );
  if (jurisdiction) where.push(sql`j.jurisdiction_id = ${jurisdiction}`);
  const part = applicant ? fold(applicant.trim()) : '';
  return { where, keep: part ? (judgment) => judgment.applicant.includes(part) : undefined };
}

export function byNumber(query: Static<typeof JudgmentSearchQuery>): Criteria {
  const { year, number } = query;
  const where = [];
  if (number !== undefined) where.push(judgmentNumbersCondition(number, year));
  else if (year !== undefined) where.push(sql`j.year = ${year}`);
  return { where };
}

/** A text search: everything (`all`) or the headnote, keywords and summary (`meta`). Unreadable text throws 400. */
export function byText(query: Static<typeof FullTextQuery>, fields: 'all' | 'meta'): Criteria {
  const textLang = query.textLang ?? query.lang;
  return { text: { query: parseQuery(query.term, textLang), textLang, fields } };
}

export function byStandard(query: Static<typeof StandardSearchQuery>, role: 'reviewed' | 'reference'): Criteria {
  const { norm, article, exactArticle } = query;
  return {
    where: [
      sql`j.id in (select a.judgment_id from judgment_norm_articles a
        where a.norm_id = ${norm} and a.role = ${role} and ${articleCondition(article, exactArticle)})`,
    ],
  };
}

/** The criteria of a search named as an alert names it, from a query valid for that search. */
export function criteriaOf(search: AlertSearch, query: Record<string, unknown>): Criteria {
  switch (search) {
    case 'judgments':
      return byNumber(query as Static<typeof JudgmentSearchQuery>);
    case 'by-judgment-and-applicant':
      return byJudgmentAndApplicant(query as Static<typeof ByJudgmentAndApplicantQuery>);
    case 'full-text-judgments':
      return byText(query as Static<typeof FullTextQuery>, 'all');
    case 'by-judgment-keywords-summary':
      return byText(query as Static<typeof FullTextQuery>, 'meta');
    case 'by-controlled-standard':
      return byStandard(query as Static<typeof StandardSearchQuery>, 'reviewed');
    case 'by-reference-standard':
      return byStandard(query as Static<typeof StandardSearchQuery>, 'reference');
  }
}
