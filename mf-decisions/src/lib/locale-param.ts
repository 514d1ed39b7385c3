import { DEFAULT_LOCALE, isLocale, type Locale } from '@court/shared';

/** The page's language from a loader's params (the URL is the single source of truth). */
export function localeParam(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
}
