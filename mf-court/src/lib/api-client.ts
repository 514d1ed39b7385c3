import { createApiClient } from '@court/runtime';

/** The section's client of the court's API (`/api/v1`), with the site's error rules (spec section 8). */
export const apiClient = createApiClient();

/**
 * For a list that is one part of a page (the people under an organisation text, the vacancies under the
 * recruitment text): a server error shows that part's error message instead of replacing the page by /sorry.
 */
export const partApiClient = createApiClient({ exemptFrom500Redirect: true });
