/**
 * How long others may keep what the court publishes (API answers, feeds, the sitemap, documents): they may store
 * it, but must ask again each time (a conditional request, answered 304 while unchanged). A judgment published
 * or withdrawn a second ago is never hidden behind a copy kept downstream.
 */
export const CONTENT_CACHE_CONTROL = 'public, no-cache';
