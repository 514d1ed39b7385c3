import type { TableOfContentParams, TableOfContentResult } from '@court/contract';
import { getFromSearch } from '../../../lib/search-client';

/** `GET /search/table-of-content`: the classification with counts, and the judgments of the chosen topic. */
export function searchTableOfContent(
  params: TableOfContentParams,
  signal?: AbortSignal,
): Promise<TableOfContentResult> {
  return getFromSearch('table-of-content', params, { signal });
}
