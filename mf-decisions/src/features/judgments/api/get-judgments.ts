import { DEFAULT_PAGE_SIZE, type Locale } from '@court/runtime';
import type { JudgmentListParams, JudgmentSummary, List } from '@court/contract';
import { decisionsApi } from '../../../lib/api-client';

export type { JudgmentSummary };
export type JudgmentList = List<JudgmentSummary>;

export interface JudgmentListRequest {
  locale: Locale;
  /** Default: the latest year that has judgments. */
  year?: number;
  month?: number;
  page?: number;
  pageSize?: number;
}

/** `GET /juris/judgments`: one page of a year's judgments, newest first. */
export async function getJudgments(
  { locale, year, month, page = 1, pageSize = DEFAULT_PAGE_SIZE }: JudgmentListRequest,
  client = decisionsApi,
): Promise<JudgmentList> {
  const params: JudgmentListParams = { lang: locale, page, pageSize };
  if (year) params.year = year;
  if (month) params.month = month;
  const { data } = await client.get<JudgmentList>('/juris/judgments', { params });
  return data;
}
