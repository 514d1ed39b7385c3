import { type Settled } from '@court/shared';
import { FIRST_YEAR } from '../../../config/constants';
import type { JudgmentList } from './get-judgments';

export { FIRST_YEAR };

/** The judgments page's filters, as read from its URL (`?year=&month=&page=&id=`). */
export interface JudgmentFilters {
  /** Without a year in the URL, the latest year that has judgments (in early January, still last year's). */
  year?: number;
  month?: number;
  page: number;
  /** The number of a judgment to scroll to. */
  id?: number;
}

export interface JudgmentsPageData {
  /** The filters with the year actually shown. */
  filters: JudgmentFilters & { year: number };
  /** The page of the list actually shown: the one holding `id` when it was given. */
  page: number;
  list: Settled<JudgmentList>;
}

function integer(value: string | null, min: number, max: number): number | undefined {
  if (value === null || !/^\d{1,4}$/.test(value)) return undefined;
  const number = Number(value);
  return number >= min && number <= max ? number : undefined;
}

/** The filters of a URL; a value out of range is ignored rather than refused, so an old link still shows a list. */
export function parseJudgmentFilters(search: URLSearchParams, currentYear: number): JudgmentFilters {
  return {
    year: integer(search.get('year'), FIRST_YEAR, currentYear),
    month: integer(search.get('month'), 1, 12),
    page: integer(search.get('page'), 1, 9999) ?? 1,
    id: integer(search.get('id'), 1, 9999),
  };
}

/**
 * The page of a year's list (newest first) that should hold judgment `id`, from the first page: the court
 * numbers a year's judgments in the order it delivers them, so the distance from the newest number is the
 * judgment's position.
 */
export function pageOfJudgment(id: number, newestNumber: number, pageSize: number): number {
  return Math.max(1, Math.floor((newestNumber - id) / pageSize) + 1);
}
