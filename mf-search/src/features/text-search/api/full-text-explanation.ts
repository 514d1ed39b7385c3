import { type Locale } from '@court/runtime';
import { fetchContent, type ContentDocument } from '@court/shared';
import { FULL_TEXT_EXPLANATION_PATH } from '../../../config/paths';

const cache = new Map<Locale, Promise<ContentDocument | null>>();

/**
 * The content block explaining the full-text search, once per language for the visit. It is a help text
 * beside the search: when it cannot be fetched the page goes on without it.
 */
export function loadFullTextExplanation(locale: Locale): Promise<ContentDocument | null> {
  let explanation = cache.get(locale);
  if (!explanation) {
    explanation = fetchContent(locale, FULL_TEXT_EXPLANATION_PATH, {}, { optional: true }).catch(() => {
      cache.delete(locale);
      return null;
    });
    cache.set(locale, explanation);
  }
  return explanation;
}

/** Forgets the fetched texts (tests). */
export function clearFullTextExplanations(): void {
  cache.clear();
}
