import { type Settled } from '@court/shared';
import { CASE_TYPES, type CaseType, type PendingCaseList } from './get-pending-cases';

/** The pending-cases page's filters, from its URL (`?type=&withArchive=true&page=`). */
export interface PendingCaseFilters {
  type?: CaseType;
  withArchive: boolean;
  page: number;
}

export interface PendingCasesPageData {
  filters: PendingCaseFilters;
  list: Settled<PendingCaseList>;
}

export function parsePendingCaseFilters(search: URLSearchParams): PendingCaseFilters {
  const type = search.get('type');
  const page = Number(search.get('page'));
  return {
    type: CASE_TYPES.find((known) => known === type),
    withArchive: search.get('withArchive') === 'true',
    page: Number.isInteger(page) && page >= 1 && page <= 9999 ? page : 1,
  };
}
