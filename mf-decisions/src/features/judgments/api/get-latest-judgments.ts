import type { Locale } from '@court/runtime';
import type { JudgmentList, JudgmentSummary } from './get-judgments';
import { decisionsApi } from '../../../lib/api-client';

const SHOWN = 5;

/** The latest judgments, whatever their year: the API's list defaults to the latest year with judgments. */
export async function getLatestJudgments(locale: Locale, client = decisionsApi): Promise<JudgmentSummary[]> {
  const { data } = await client.get<JudgmentList>('/juris/judgments', { params: { lang: locale, pageSize: SHOWN } });
  return data.items;
}
