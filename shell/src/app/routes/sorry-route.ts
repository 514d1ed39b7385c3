import { applyLanguage, COMMON_NAMESPACE, LOCALE_INFO, loadTranslations } from '@court/runtime';
import { detectVisitorLocale } from '../../features/locale/locale-loader';

/** `/sorry` has no language in its path: it speaks the visitor's remembered or browser language. */
export async function sorryLoader(): Promise<null> {
  const locale = detectVisitorLocale();
  await loadTranslations(locale, [COMMON_NAMESPACE]);
  applyLanguage(locale);
  document.documentElement.lang = LOCALE_INFO[locale].iso;
  return null;
}
