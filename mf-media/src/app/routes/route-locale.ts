import { DEFAULT_LOCALE, isLocale, type Locale, type LoaderFunctionArgs } from '@court/shared';

/** The language of the page a loader runs for. */
export function routeLocale({ params }: Pick<LoaderFunctionArgs, 'params'>): Locale {
  return isLocale(params.lang) ? params.lang : DEFAULT_LOCALE;
}
