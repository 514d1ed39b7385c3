import { DEFAULT_LOCALE, isLocale, type Locale } from './locales';

export interface LocaleSignals {
  /** The language remembered in the `i18n_redirected` cookie. */
  cookieLocale?: string | undefined;
  /** The browser's preferred languages, most preferred first (`navigator.languages`). */
  browserLanguages?: readonly string[];
}

/**
 * The language to send a visitor to when the URL carries none: the remembered choice, else the first
 * browser language the site speaks, else French (spec section 9).
 */
export function detectLocale({ cookieLocale, browserLanguages = [] }: LocaleSignals): Locale {
  if (isLocale(cookieLocale)) return cookieLocale;
  for (const tag of browserLanguages) {
    const primary = tag.toLowerCase().split('-')[0];
    if (isLocale(primary)) return primary;
  }
  return DEFAULT_LOCALE;
}
