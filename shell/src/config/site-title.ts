import type { Locale } from '@court/runtime';

const SOFT_HYPHEN = '\u00ad';

/**
 * The court's name in each language with a soft hyphen wherever the language's hyphenation patterns (TeX's, as
 * the `hyphen` package carries them) allow a break, so that a narrow screen breaks "Verfassungsgerichtshof"
 * between syllables, with a hyphen, never inside one. `hyphens: auto` alone is not enough: it needs a dictionary
 * of the language in the browser, which Chromium fetches on demand and often lacks. Hyphenating in the page
 * instead would send hundreds of kilobytes of patterns for one name, so the breaks are written here, the same
 * on the server and in the browser; a test checks them against the patterns and the translations.
 */
export const HYPHENATED_SITE_TITLE: Record<Locale, string> = {
  de: 'Ver\u00adfas\u00adsungs\u00adge\u00adrichts\u00adhof',
  en: 'Con\u00adsti\u00adtu\u00adtion\u00adal Court',
  fr: 'Cour consti\u00adtu\u00adtion\u00adnelle',
  nl: 'Grond\u00adwet\u00adte\u00adlijk Hof',
};

/**
 * The court's name (`title`, the translation) with the breaks of its language. A translation that changed
 * since they were written is shown as it is: a test says so long before a visitor could see it.
 */
export function hyphenatedSiteTitle(locale: Locale, title: string): string {
  const hyphenated = HYPHENATED_SITE_TITLE[locale];
  return hyphenated.replaceAll(SOFT_HYPHEN, '') === title ? hyphenated : title;
}
