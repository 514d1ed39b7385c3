import { useParams } from 'react-router';
import { localeOfParams, type Locale } from '../locale/locales';
import { localizedPath } from '../locale/paths';

/** The language of the current page, from the `/:lang` segment (the single source of truth). */
export function useLocale(): Locale {
  return localeOfParams(useParams());
}

/** A function building hrefs in the current language: `href('rule/anonymization-policy')`. */
export function useLocalizedHref(): (path?: string) => string {
  const locale = useLocale();
  return (path = '') => localizedPath(locale, path);
}
