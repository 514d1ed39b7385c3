import type { Loaded } from '../../../lib/settle';
import type { AgendaList } from './get-agenda';

/** `/agenda` shows both calendars; `/judgments/upcoming` only the announced judgments. */
export interface AgendaPageData {
  decisions: Loaded<AgendaList>;
  hearings?: Loaded<AgendaList>;
}
