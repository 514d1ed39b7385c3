/** Business constants of the product specification (section 9), in one place. */

export const DEFAULT_PAGE_SIZE = 30;
export const DEFAULT_PAGE_NUMBER = 1;

/** A failed lazy chunk load reloads the page at most once in this window. */
export const CHUNK_RELOAD_GUARD_MS = 60_000;

export const PROGRESS_BAR = {
  durationMs: 5000,
  throttleMs: 200,
  hideAfterMs: 500,
} as const;

export const CONSENT_COOKIE = {
  name: 'GDPR:accepted',
  maxAgeSeconds: 6_048_000,
} as const;

export const LOCALE_COOKIE = {
  name: 'i18n_redirected',
  maxAgeDays: 365,
} as const;

export const INTERSECTION_THRESHOLD = 0.5;
export const SCROLL_TO_TOP_THRESHOLD_PX = 300;
export const MAILING_HEAD_TIMEOUT_MS = 5000;

export const PREFETCH = {
  idleTimeoutMs: 2000,
  /** Connections on which nothing is prefetched. */
  skippedConnectionTypes: ['slow-2g', '2g'],
} as const;

/** Below this, a loading indicator is not shown: it would only flicker. */
export const MINIMUM_FETCH_DELAY_MS = 200;

/** Publications whose title contains one of these words are speeches. */
export const SPEECH_FILTER_WORDS = [
  'Speech',
  'Speeches',
  'Rede',
  'Reden',
  'Discours',
  'Toespraak',
  'Toespraken',
] as const;

/** The court's public document server (judgments and other documents as PDF). */
export const DOCUMENT_SERVER_PATH = '/public/';
