import type { LoaderFunctionArgs } from '@court/shared';
import { getPendingCases } from '../../features/pending-cases/api/get-pending-cases';
import {
  parsePendingCaseFilters,
  type PendingCasesPageData,
} from '../../features/pending-cases/api/pending-cases-page-data';
import { localeParam } from '../../lib/locale-param';
import { settle } from '../../lib/settle';

/** `/judgments/pending-cases?type=&withArchive=&page=`. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<PendingCasesPageData> {
  const filters = parsePendingCaseFilters(new URL(request.url).searchParams);
  const list = await settle(getPendingCases({ locale: localeParam(params), ...filters }));
  return { filters, list };
}
