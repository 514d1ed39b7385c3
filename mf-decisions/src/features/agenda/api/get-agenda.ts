import type { AgendaItem, AgendaParams, List } from '@court/contract';
import type { Locale } from '@court/runtime';
import { decisionsApi } from '../../../lib/api-client';

export type { AgendaItem };
export type AgendaList = List<AgendaItem>;

/** The two calendars of the court: announced deliveries of judgments and public hearings. */
export type AgendaKind = 'decisions' | 'hearings';

const ENDPOINTS: Record<AgendaKind, string> = {
  decisions: '/newsletter/get-upcoming-verdicts',
  hearings: '/newsletter/get-upcoming-pleadings',
};

/** The agenda items of a kind, soonest first. */
export async function getAgenda(
  kind: AgendaKind,
  locale: Locale,
  pageSize = 100,
  client = decisionsApi,
): Promise<AgendaList> {
  const params: AgendaParams = { lang: locale, pageSize };
  const { data } = await client.get<AgendaList>(ENDPOINTS[kind], { params });
  return data;
}
