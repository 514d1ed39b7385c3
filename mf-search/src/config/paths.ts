/** The search pages, in menu order; each is `/{lang}/search/{page}`. */
export const SEARCH_PAGES = [
  'full-text-judgment',
  'judgment-keyword-summary',
  'judgment',
  'judgments-and-pending-cases',
  'standard',
  'table-of-content',
] as const;

export type SearchPage = (typeof SEARCH_PAGES)[number];

export const SEARCH_ROOT = 'search';

/** Path of a search page without its language: `search` or `search/{page}`. */
export function searchPath(page?: SearchPage): string {
  return page ? `${SEARCH_ROOT}/${page}` : SEARCH_ROOT;
}

/**
 * Path of a judgment's page without its language (`ARR/{number}/{year}`), opened at a paragraph when one is
 * given (`#B.7.3`): the court's own referencing scheme, served by the Decisions section.
 */
export function judgmentPath(number: number, year: number, paragraphId?: string | null): string {
  const anchor = paragraphId ? `#${encodeURIComponent(paragraphId)}` : '';
  return `ARR/${number}/${year}${anchor}`;
}

/** The help text shown beside the full-text search (`content/{lang}/search/full-text-search-explanation.md`). */
export const FULL_TEXT_EXPLANATION_PATH = 'search/full-text-search-explanation';
