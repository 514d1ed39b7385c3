import { DEFAULT_PAGE_SIZE, type Locale } from '@court/runtime';
import type { List, PendingCase, PendingCaseParams } from '@court/contract';
import { decisionsApi } from '../../../lib/api-client';

export type { PendingCase };
export type PendingCaseList = List<PendingCase>;
export type CaseType = PendingCase['type'];
export const CASE_TYPES: readonly CaseType[] = ['ActionForCancellation', 'QuestionsReferred'];

export interface PendingCaseRequest {
  locale: Locale;
  withArchive: boolean;
  type?: CaseType;
  page?: number;
}

/** `GET /juris/pending-cases`: the cases before the court, newest first, with the decided ones on request. */
export async function getPendingCases({
  locale,
  withArchive,
  type,
  page = 1,
}: PendingCaseRequest): Promise<PendingCaseList> {
  const params: PendingCaseParams = { lang: locale, page, pageSize: DEFAULT_PAGE_SIZE };
  if (withArchive) params.withArchive = true;
  if (type) params.type = type;
  const { data } = await decisionsApi.get<PendingCaseList>('/juris/pending-cases', { params });
  return data;
}
