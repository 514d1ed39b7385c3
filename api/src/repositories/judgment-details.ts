import type { Kysely } from 'kysely';
import type { DB } from '../db/tables.js';
import type { ApplicantType, JurisdictionArea, Locale, NormReference } from '../domain/model.js';
import { parseJson, parseLocalized, pick } from '../domain/localized.js';
import type { JudgmentDetail, Norm } from '@court/contract/schemas/judgments';
import type { JudgmentRepository } from './judgments.js';

type ParagraphKind = JudgmentDetail['paragraphs'][number]['kind'];

/** Everything the judgment page shows: metadata, the full text in one language, norms and citations. */
export class JudgmentDetailRepository {
  constructor(
    private readonly db: Kysely<DB>,
    private readonly judgments: JudgmentRepository,
  ) {}

  /** The language versions of a judgment, or undefined when it does not exist. */
  async languagesOf(year: number, number: number): Promise<string[] | undefined> {
    const row = await this.db
      .selectFrom('judgments')
      .select('languages')
      .where('year', '=', year)
      .where('number', '=', number)
      .executeTakeFirst();
    return row && parseJson<string[]>(row.languages, []);
  }

  async get(year: number, number: number, lang: Locale): Promise<JudgmentDetail | undefined> {
    const row = await this.db
      .selectFrom('judgments')
      .leftJoin('jurisdictions', 'jurisdictions.id', 'judgments.jurisdiction_id')
      .selectAll('judgments')
      .select(['jurisdictions.name as jurisdiction_name', 'jurisdictions.area as jurisdiction_area'])
      .where('year', '=', year)
      .where('number', '=', number)
      .executeTakeFirst();
    if (!row) return undefined;

    const [[summary], text, paragraphs, norms, cites, citedBy] = await Promise.all([
      this.judgments.summaries([row], lang),
      this.db
        .selectFrom('judgment_texts')
        .select('summary')
        .where('judgment_id', '=', row.id)
        .where('lang', '=', lang)
        .executeTakeFirst(),
      this.db
        .selectFrom('judgment_paragraphs')
        .select(['para_id', 'level', 'kind', 'text'])
        .where('judgment_id', '=', row.id)
        .where('lang', '=', lang)
        .orderBy('position')
        .execute(),
      this.norms(row.id, lang),
      this.db
        .selectFrom('judgment_citations')
        .select(['cited_year as year', 'cited_number as number'])
        .where('judgment_id', '=', row.id)
        .orderBy('cited_year', 'desc')
        .orderBy('cited_number', 'desc')
        .execute(),
      this.db
        .selectFrom('judgment_citations')
        .innerJoin('judgments', 'judgments.id', 'judgment_citations.judgment_id')
        .select(['judgments.year', 'judgments.number', 'judgments.ecli', 'judgments.date'])
        .where('cited_year', '=', year)
        .where('cited_number', '=', number)
        .orderBy('judgments.date', 'desc')
        .orderBy('judgments.number', 'desc')
        .execute(),
    ]);
    if (!summary) return undefined;

    return {
      ...summary,
      summary: text?.summary ?? null,
      judges: parseJson<string[]>(row.judges, []),
      registrar: row.registrar,
      applicant: row.applicant,
      applicantType: row.applicant_type as ApplicantType,
      jurisdictionAQuo:
        row.jurisdiction_id && row.jurisdiction_area
          ? {
              id: row.jurisdiction_id,
              name: pick(parseLocalized(row.jurisdiction_name), lang),
              area: row.jurisdiction_area as JurisdictionArea,
            }
          : null,
      referralDate: row.referral_date,
      officialJournalDate: row.official_journal_date,
      reviewedNorms: norms.reviewed,
      referenceNorms: norms.reference,
      classification: parseJson<string[]>(row.classification, []),
      fullTextLanguage: paragraphs.length > 0 ? lang : null,
      paragraphs: paragraphs.map((p) => ({
        id: p.para_id,
        level: p.level,
        kind: p.kind as ParagraphKind,
        text: p.text,
      })),
      cites: await this.judgments.links(cites),
      citedBy: citedBy.map((c) => ({ year: c.year, number: c.number, ecli: c.ecli, date: c.date })),
    };
  }

  /** Rebuilds the reviewed and reference norms, in their original order, from one row per article. */
  private async norms(judgmentId: number, lang: Locale): Promise<{ reviewed: Norm[]; reference: Norm[] }> {
    const rows = await this.db
      .selectFrom('judgment_norm_articles')
      .innerJoin('norms', 'norms.norm_id', 'judgment_norm_articles.norm_id')
      .select([
        'judgment_norm_articles.role',
        'judgment_norm_articles.norm_position',
        'judgment_norm_articles.article',
        'norms.norm_id',
        'norms.kind',
        'norms.title',
        'norms.date',
      ])
      .where('judgment_id', '=', judgmentId)
      .orderBy('judgment_norm_articles.role')
      .orderBy('judgment_norm_articles.norm_position')
      .orderBy('judgment_norm_articles.article_position')
      .execute();
    const grouped = { reviewed: new Map<number, Norm>(), reference: new Map<number, Norm>() };
    for (const row of rows) {
      const target = grouped[row.role];
      let norm = target.get(row.norm_position);
      if (!norm) {
        norm = {
          normId: row.norm_id,
          kind: row.kind as NormReference['kind'],
          title: pick(parseLocalized(row.title), lang),
          date: row.date,
          articles: [],
        };
        target.set(row.norm_position, norm);
      }
      if (row.article !== '') norm.articles.push(row.article);
    }
    return { reviewed: [...grouped.reviewed.values()], reference: [...grouped.reference.values()] };
  }
}
