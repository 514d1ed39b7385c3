import { createApiClient } from '@court/runtime';

/** The section's client of the court's API (`/api/v1`), with the site's error rules. */
export const apiClient = createApiClient();

/**
 * For parts of a page that are not its subject (the home-page widget, the planning beside its text): a
 * server error leaves that part out with its own message instead of sending the visitor to /sorry.
 */
export const optionalApiClient = createApiClient({ exemptFrom500Redirect: true });
