import type { LoaderFunctionArgs } from '@court/shared';
import { getAgenda } from '../../features/agenda/api/get-agenda';
import type { AgendaPageData } from '../../features/agenda/api/agenda-page-data';
import { localeParam } from '../../lib/locale-param';
import { settle } from '../../lib/settle';

/** `/agenda`: announced judgments and public hearings, fetched together. */
export async function loader({ params }: LoaderFunctionArgs): Promise<AgendaPageData> {
  const locale = localeParam(params);
  const [decisions, hearings] = await Promise.all([
    settle(getAgenda('decisions', locale)),
    settle(getAgenda('hearings', locale)),
  ]);
  return { decisions, hearings };
}
