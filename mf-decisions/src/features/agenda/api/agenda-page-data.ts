import { type Settled } from '@court/shared';
import type { AgendaList } from './get-agenda';

/** `/agenda` shows both calendars; `/judgments/upcoming` only the announced judgments. */
export interface AgendaPageData {
  decisions: Settled<AgendaList>;
  hearings?: Settled<AgendaList>;
}
