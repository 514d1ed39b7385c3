/** The highest page number the API answers (`MAX_PAGE` of its paging schema). */
export const MAX_LIST_PAGE = 10_000;

/** Releases the landing page and the home-page widget show. */
export const LATEST_COUNT = 4;
