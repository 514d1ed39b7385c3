import { DOCUMENT_SERVER_PATH, type Locale } from '@court/runtime';

/** The court's page on the professional network, linked from the footer. */
export const LINKEDIN_URL = 'https://www.linkedin.com/company/grondwettelijk-hof-cour-constitutionnelle/';

/** The public document server (judgments and other documents as PDF), served beside the site. */
export const DOCUMENT_SERVER_URL = DOCUMENT_SERVER_PATH;

/**
 * Order of the languages in the selectors: the country's official languages first, in the order the court
 * itself uses (Dutch, French, German), then English.
 */
export const LANGUAGE_ORDER: readonly Locale[] = ['nl', 'fr', 'de', 'en'];
