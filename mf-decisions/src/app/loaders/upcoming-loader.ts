import { settle } from '@court/shared';
import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { getAgenda } from '../../features/agenda/api/get-agenda';
import type { AgendaPageData } from '../../features/agenda/api/agenda-page-data';

/** `/judgments/upcoming`: the judgments the court has announced. */
export async function loader({ params }: LoaderFunctionArgs): Promise<AgendaPageData> {
  return { decisions: await settle(getAgenda('decisions', localeOfParams(params))) };
}
