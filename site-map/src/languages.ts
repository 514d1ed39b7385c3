/** The four languages of the site; every page's address starts with one of them. */
export const SITE_LANGUAGES = ['nl', 'fr', 'de', 'en'] as const;
export type SiteLanguage = (typeof SITE_LANGUAGES)[number];

/** A page's address in a language: `localized('nl', 'rule/anonymization-policy')`, `localized('fr', '')`. */
export function localized(lang: SiteLanguage, path: string): string {
  return path ? `/${lang}/${path}` : `/${lang}`;
}
