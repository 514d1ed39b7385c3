import type { Corpus, Judgment, JurisdictionAQuo, Localized, NormReference } from '../domain/model.js';
import { courtRows } from './court-rows.js';
import { flag, json, type TableRows } from './row-values.js';
import { searchRows } from './search-rows.js';

export type { TableRows } from './row-values.js';

/** Sortable UTC instant of a date-time with an offset; a plain date sorts as midnight UTC. */
const instant = (date: string): string => new Date(date).toISOString();

function localesOf(...values: Localized<unknown>[]): string[] {
  const set = new Set<string>();
  for (const value of values)
    for (const [locale, text] of Object.entries(value)) if (text !== undefined) set.add(locale);
  return [...set];
}

function judgmentRows(judgment: Judgment, id: number, rows: TableRows, norms: Map<string, NormReference>): void {
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

function emptyRows(): TableRows {
  return {
    judgments: [],
    judgment_texts: [],
    judgment_paragraphs: [],
    judgment_roll_numbers: [],
    judgment_citations: [],
    norms: [],
    judgment_norm_articles: [],
    jurisdictions: [],
    pending_cases: [],
    public_hearings: [],
    hearing_roll_numbers: [],
    upcoming_decisions: [],
    decision_roll_numbers: [],
    members: [],
    press_releases: [],
    publications: [],
    job_offers: [],
    constitution_articles: [],
    constitution_article_judgments: [],
    cjeu_referrals: [],
    case_lookup: [],
    newsletter_subscriptions: [],
    documents: [],
    meta: [],
    mailing_outbox: [],
    // Filled by citizens, never by seeding.
    auth_sessions: [],
    registry_messages: [],
    search_documents: [],
    pending_case_documents: [],
    search_classification: [],
  };
}

export function corpusToRows(corpus: Corpus): TableRows {
  const rows = emptyRows();
  const jurisdictions = new Map<string, JurisdictionAQuo>();
  const remember = (j: JurisdictionAQuo | undefined) => j && !jurisdictions.has(j.id) && jurisdictions.set(j.id, j);
  corpus.jurisdictions.forEach(remember);
  corpus.judgments.forEach((j) => remember(j.jurisdictionAQuo));
  corpus.pendingCases.forEach((c) => remember(c.referralDecision?.jurisdiction));
  for (const j of jurisdictions.values()) rows.jurisdictions.push({ id: j.id, name: json(j.name), area: j.area });

  const norms = new Map<string, NormReference>();
  corpus.judgments.forEach((judgment, index) => judgmentRows(judgment, index + 1, rows, norms));
  for (const norm of norms.values()) {
    rows.norms.push({ norm_id: norm.normId, kind: norm.kind, title: json(norm.title), date: norm.date ?? null });
  }

  for (const c of corpus.pendingCases) {
    rows.pending_cases.push({
      roll_number: c.rollNumber,
      receipt_date: c.receiptDate,
      type: c.type,
      subject: json(c.subject),
      referral_date: c.referralDecision?.date ?? null,
      jurisdiction_id: c.referralDecision?.jurisdiction.id ?? null,
      questions: json(c.questions),
      joined_cases: json(c.joinedCases),
      processing_language: c.processingLanguage,
      archived: flag(c.archived),
      judgment_year: c.judgment?.year ?? null,
      judgment_number: c.judgment?.number ?? null,
    });
  }
  for (const [items, table, rollTable] of [
    [corpus.hearings, 'public_hearings', 'hearing_roll_numbers'],
    [corpus.upcomingDecisions, 'upcoming_decisions', 'decision_roll_numbers'],
  ] as const) {
    for (const item of items) {
      rows[table].push({ id: item.id, date: item.date, starts_at: instant(item.date), subject: json(item.subject) });
      for (const roll of new Set(item.rollNumbers)) rows[rollTable].push({ item_id: item.id, roll_number: roll });
    }
  }
  courtRows(corpus, rows);
  searchRows(corpus, rows);
  return rows;
}
