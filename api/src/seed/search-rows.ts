import type { Corpus } from '../domain/model.js';
import { judgmentDocuments, judgmentTexts, pendingCaseDocuments } from '../search/documents.js';
import { vocabularyRows } from '../search/vocabulary-words.js';
import { CLASSIFICATION } from '@court/demo-corpus/classification';
import { json, type TableRows } from '../storage/row-values.js';

/**
 * The search indexes (judgments and pending cases), the vocabulary of the judgments and the classification labels, from the same corpus as the
 * rest: the indexes are written with the records, in the same transaction, so a search never sees judgments or
 * cases without their documents.
 * Judgment ids are positions in the corpus from 1, as in rows.ts.
 */
export function searchRows(corpus: Corpus, rows: TableRows): void {
  corpus.judgments.forEach((judgment, index) => rows.search_documents.push(...judgmentDocuments(index + 1, judgment)));
  rows.search_vocabulary.push(...vocabularyRows(corpus.judgments.flatMap(judgmentTexts)));
  for (const c of corpus.pendingCases)
    rows.pending_case_documents.push(...pendingCaseDocuments(c.rollNumber, c.subject, c.questions));
  Object.entries(CLASSIFICATION).forEach(([topic, node], position) => {
    rows.search_classification.push({ id: topic, parent_id: null, position, label: json(node.label) });
    Object.entries(node.children).forEach(([child, label], childPosition) =>
      rows.search_classification.push({
        id: `${topic}/${child}`,
        parent_id: topic,
        position: childPosition,
        label: json(label),
      }),
    );
  });
}
