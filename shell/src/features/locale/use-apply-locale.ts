import { useLayoutEffect } from 'react';
import { applyLanguage, LOCALE_INFO, type Locale } from '@court/runtime';

/**
 * Makes the page follow the language of its URL: i18next's language and `<html lang>` (the loader of
 * `/:lang` remembers the choice in the cookie). Runs before paint, after the route's translations were
 * loaded by its loader.
 */
export function useApplyLocale(locale: Locale): void {
  useLayoutEffect(() => {
    applyLanguage(locale);
    document.documentElement.lang = LOCALE_INFO[locale].iso;
  }, [locale]);
}
