import { DEFAULT_LOCALE, isLocale, type Locale } from '@court/shared';

/** The language of a route from its `/:lang` parameter. */
export function localeOfParams(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
}
