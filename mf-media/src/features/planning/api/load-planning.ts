import { type Locale } from '@court/runtime';
import { loadContentDocument, type ContentResult, settle, type Settled } from '@court/shared';
import { MEDIA_BLOCKS } from '../../../config/paths';
import { fetchUpcomingHearings, fetchUpcomingJudgments, type AgendaList } from './upcoming';

export interface PlanningData {
  content: ContentResult;
  judgments: Settled<AgendaList>;
  hearings: Settled<AgendaList>;
}

/** `/media/planning`: its text, the judgments announced and the hearings planned, all fetched at once. */
export async function loadPlanning(locale: Locale): Promise<PlanningData> {
  const [content, judgments, hearings] = await Promise.all([
    loadContentDocument(locale, MEDIA_BLOCKS.planning),
    settle(fetchUpcomingJudgments(locale)),
    settle(fetchUpcomingHearings(locale)),
  ]);
  return { content, judgments, hearings };
}
