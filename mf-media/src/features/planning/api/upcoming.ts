import type { Locale } from '@court/runtime';
import type { AgendaItem, AgendaParams, List } from '@court/contract';
import { optionalApiClient } from '../../../lib/api-client';
import { courtTextLocale } from '../../../lib/text-locale';

export type { AgendaItem };
export type AgendaList = List<AgendaItem>;

/** Announced deliveries of judgments, soonest first (`GET /newsletter/get-upcoming-verdicts`). */
export async function fetchUpcomingJudgments(locale: Locale): Promise<AgendaList> {
  const params: AgendaParams = { lang: courtTextLocale(locale) };
  const { data } = await optionalApiClient.get<AgendaList>('/newsletter/get-upcoming-verdicts', { params });
  return data;
}

/** Upcoming public hearings, soonest first, as the press receives them (`GET /press/pleadings`). */
export async function fetchUpcomingHearings(locale: Locale): Promise<AgendaList> {
  const params: AgendaParams = { lang: courtTextLocale(locale) };
  const { data } = await optionalApiClient.get<AgendaList>('/press/pleadings', { params });
  return data;
}
