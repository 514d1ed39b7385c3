import type { Corpus, JurisdictionAQuo, NormReference } from '../domain/model.js';
import { instant, judgmentRows } from '../storage/judgment-rows.js';
import { emptyRows, flag, json, type TableRows } from '../storage/row-values.js';
import { courtRows } from './court-rows.js';
import { searchRows } from './search-rows.js';

export type { TableRows } from '../storage/row-values.js';

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
