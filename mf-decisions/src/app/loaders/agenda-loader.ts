import { settle } from '@court/shared';
import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { getAgenda } from '../../features/agenda/api/get-agenda';
import type { AgendaPageData } from '../../features/agenda/api/agenda-page-data';

/** `/agenda`: announced judgments and public hearings, fetched together. */
export async function loader({ params }: LoaderFunctionArgs): Promise<AgendaPageData> {
  const locale = localeOfParams(params);
  const [decisions, hearings] = await Promise.all([
    settle(getAgenda('decisions', locale)),
    settle(getAgenda('hearings', locale)),
  ]);
  return { decisions, hearings };
}
