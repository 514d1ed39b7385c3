import { createApiClient } from '@court/runtime';

/** The section's client for its pages: a 500 sends the visitor to /sorry (spec section 8). */
export const decisionsApi = createApiClient();

/**
 * The client of the home-page widgets: they are optional parts of someone else's page, so a failure shows
 * in the widget instead of replacing the home page by the server error page.
 */
export const widgetsApi = createApiClient({ exemptFrom500Redirect: true });
