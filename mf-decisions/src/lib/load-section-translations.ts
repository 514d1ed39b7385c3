import { DEFAULT_LOCALE, i18n, isLocale, loadTranslations, type Locale } from '@court/runtime';
import { SECTION_NAMESPACE } from '../config/i18n';

/**
 * The section's texts in a language (by default the page's). Widgets need it: they are shown on the shell's
 * home page, where no route of this section has loaded them.
 */
export function loadSectionTranslations(locale: Locale = isLocale(i18n.language) ? i18n.language : DEFAULT_LOCALE) {
  return loadTranslations(locale, ['common', SECTION_NAMESPACE]);
}
