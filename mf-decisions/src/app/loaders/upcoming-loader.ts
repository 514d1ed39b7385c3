import type { LoaderFunctionArgs } from '@court/shared';
import { getAgenda } from '../../features/agenda/api/get-agenda';
import type { AgendaPageData } from '../../features/agenda/api/agenda-page-data';
import { localeParam } from '../../lib/locale-param';
import { settle } from '../../lib/settle';

/** `/judgments/upcoming`: the judgments the court has announced. */
export async function loader({ params }: LoaderFunctionArgs): Promise<AgendaPageData> {
  return { decisions: await settle(getAgenda('decisions', localeParam(params))) };
}
