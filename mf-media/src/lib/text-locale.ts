import type { Locale } from '@court/runtime';

/** Languages the court writes its press releases and case descriptions in. */
const COURT_TEXT_LANGUAGES: readonly Locale[] = ['nl', 'fr', 'de'];

/**
 * The language a visitor reads the court's texts in: their own where the court writes in it, else French
 * (the site's default language), which the page then says.
 */
export function courtTextLocale(locale: Locale): Locale {
  return COURT_TEXT_LANGUAGES.includes(locale) ? locale : 'fr';
}
