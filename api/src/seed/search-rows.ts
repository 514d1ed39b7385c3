import type { Corpus } from '../domain/model.js';
import { judgmentDocuments } from '../search/documents.js';
import { CLASSIFICATION } from './corpus/data/classification.js';
import { json, type TableRows } from './row-values.js';

/**
 * The search index and the classification labels, from the same corpus as the rest: the index is written with
 * the judgments, in the same transaction, so a search never sees judgments without their documents.
 * Judgment ids are positions in the corpus from 1, as in rows.ts.
 */
export function searchRows(corpus: Corpus, rows: TableRows): void {
  corpus.judgments.forEach((judgment, index) => rows.search_documents.push(...judgmentDocuments(index + 1, judgment)));
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
