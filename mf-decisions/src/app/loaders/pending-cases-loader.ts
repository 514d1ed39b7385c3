import { settle } from '@court/shared';
import { localeOfParams, type LoaderFunctionArgs } from '@court/runtime';
import { getPendingCases } from '../../features/pending-cases/api/get-pending-cases';
import {
  parsePendingCaseFilters,
  type PendingCasesPageData,
} from '../../features/pending-cases/api/pending-cases-page-data';

/** `/judgments/pending-cases?type=&withArchive=&page=`. */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<PendingCasesPageData> {
  const filters = parsePendingCaseFilters(new URL(request.url).searchParams);
  const list = await settle(getPendingCases({ locale: localeOfParams(params), ...filters }));
  return { filters, list };
}
