/** The help text shown beside the full-text search (`content/{lang}/search/full-text-search-explanation.md`). */
export const FULL_TEXT_EXPLANATION_PATH = 'search/full-text-search-explanation';
