import { DEFAULT_LOCALE, isLocale, type Locale } from '@court/shared';

/** The language of a route from its `:lang` parameter (the shell only routes valid ones here). */
export function routeLocale(params: { lang?: string }): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
}
