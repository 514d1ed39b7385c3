/** The four languages of the site. The URL's first segment is always one of these codes. */
export const LOCALES = ['de', 'en', 'fr', 'nl'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'fr';

export interface LocaleInfo {
  code: Locale;
  /** Language tag used for `<html lang>`, dates and numbers. */
  iso: string;
  /** The language's own name, as shown in the language selector. */
  name: string;
}

export const LOCALE_INFO: Record<Locale, LocaleInfo> = {
  de: { code: 'de', iso: 'de', name: 'Deutsch' },
  en: { code: 'en', iso: 'en-GB', name: 'English' },
  fr: { code: 'fr', iso: 'fr-BE', name: 'Français' },
  nl: { code: 'nl', iso: 'nl-BE', name: 'Nederlands' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The language of a route from its `/:lang` parameter, in a loader or a component: the URL is the single source
 * of truth, and the shell only routes valid languages to a section.
 */
export function localeOfParams(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
}
