import type { Corpus, JurisdictionAQuo, NormReference } from '../domain/model.js';
import { agendaItemRow } from '../storage/agenda-store.js';
import { judgmentRows } from '../storage/judgment-rows.js';
import { pendingCaseRow } from '../storage/pending-case-store.js';
import { emptyRows, json, type TableRows } from '../storage/row-values.js';
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

  for (const c of corpus.pendingCases) rows.pending_cases.push(pendingCaseRow(c));
  for (const [items, table, rollTable] of [
    [corpus.hearings, 'public_hearings', 'hearing_roll_numbers'],
    [corpus.upcomingDecisions, 'upcoming_decisions', 'decision_roll_numbers'],
  ] as const) {
    for (const item of items) {
      rows[table].push(agendaItemRow(item));
      for (const roll of new Set(item.rollNumbers)) rows[rollTable].push({ item_id: item.id, roll_number: roll });
    }
  }
  courtRows(corpus, rows);
  searchRows(corpus, rows);
  return rows;
}
