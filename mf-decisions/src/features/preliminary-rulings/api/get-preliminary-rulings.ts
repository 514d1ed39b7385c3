import type { CjeuReferral, CjeuReferralParams, List } from '@court/contract';
import type { Locale } from '@court/runtime';
import { decisionsApi } from '../../../lib/api-client';

export type { CjeuReferral };
export type CjeuReferralList = List<CjeuReferral>;

/** `GET /juris/questions-referred`: this court's questions to the Court of Justice of the EU and their fate. */
export async function getPreliminaryRulings(locale: Locale): Promise<CjeuReferralList> {
  const params: CjeuReferralParams = { lang: locale, pageSize: 100 };
  const { data } = await decisionsApi.get<CjeuReferralList>('/juris/questions-referred', { params });
  return data;
}
