import { settle } from '@court/shared';
import { DEFAULT_PAGE_SIZE, type LoaderFunctionArgs, localeOfParams } from '@court/runtime';
import { getJudgments } from '../../features/judgments/api/get-judgments';
import {
  pageOfJudgment,
  parseJudgmentFilters,
  type JudgmentsPageData,
} from '../../features/judgments/api/judgments-page-data';

/**
 * `/judgments?year=&month=&page=&id=`: one page of a year's judgments. Without a year, the API's latest year with
 * judgments, which the list itself tells. With `id`, the page holding that judgment: the first page tells where
 * the year starts, and the judgment's number says how far down it is.
 */
export async function loader({ params, request }: LoaderFunctionArgs): Promise<JudgmentsPageData> {
  const locale = localeOfParams(params);
  const currentYear = new Date().getFullYear();
  const asked = parseJudgmentFilters(new URL(request.url).searchParams, currentYear);
  const fetchPage = (page: number) => settle(getJudgments({ locale, year: asked.year, month: asked.month, page }));
  const list = await fetchPage(asked.page);
  const year = asked.year ?? (list.ok ? list.data.items[0]?.year : undefined) ?? currentYear;
  const filters = { ...asked, year };
  const { id } = filters;
  if (id === undefined || !list.ok || list.data.items.some((item) => item.number === id)) {
    return { filters, page: filters.page, list };
  }
  const newest = filters.page === 1 ? list.data.items[0] : undefined;
  const first = newest ? list : await fetchPage(1);
  const newestNumber = first.ok ? first.data.items[0]?.number : undefined;
  if (newestNumber === undefined) return { filters, page: filters.page, list };
  const page = pageOfJudgment(id, newestNumber, DEFAULT_PAGE_SIZE);
  if (page === filters.page) return { filters, page, list };
  const target = await fetchPage(page);
  return target.ok && target.data.items.some((item) => item.number === id)
    ? { filters, page, list: target }
    : { filters, page: filters.page, list };
}
