import i18next, { type i18n as I18n, type ResourceKey } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { type Locale } from '../locale/locales';

/** Loads one app's translations for one language; usually `(locale) => import(`./locales/${locale}.json`)`. */
export type TranslationLoader = (locale: Locale) => Promise<ResourceKey | { default: ResourceKey }>;

const loaders = new Map<string, TranslationLoader>();

/**
 * Each app registers its own namespace (`shell`, `rules`, ...) with a loader, so a language's file is only
 * downloaded when a page of that app is shown in that language.
 */
export function registerTranslations(namespace: string, loader: TranslationLoader): void {
  loaders.set(namespace, loader);
}

/** The one i18next instance of the site; every section sees it through the shared singleton. */
export const i18n: I18n = i18next.createInstance();

/** Initialise once, in the language of the URL. Safe to call again. */
export function initI18n(locale: Locale): void {
  if (i18n.isInitialized) return;
  void i18n.use(initReactI18next).init({
    lng: locale,
    // Every language is complete (a test checks it); a missing text must show up, not fall back silently.
    fallbackLng: false,
    resources: {},
    ns: [],
    defaultNS: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
    initAsync: false,
  });
}

/**
 * Makes sure the namespaces are there in that language. Route loaders call it before a page renders, so a
 * page never shows untranslated keys and never flashes a spinner for its texts.
 */
export async function loadTranslations(locale: Locale, namespaces: readonly string[]): Promise<void> {
  await Promise.all(
    namespaces
      .filter((namespace) => !i18n.hasResourceBundle(locale, namespace))
      .map(async (namespace) => {
        const loader = loaders.get(namespace);
        if (!loader) throw new Error(`No translations registered for namespace "${namespace}"`);
        const loaded = await loader(locale);
        const bundle = (loaded as { default?: ResourceKey }).default ?? loaded;
        i18n.addResourceBundle(locale, namespace, bundle, true, true);
      }),
  );
}

/** Switch the visible language; call once the language's namespaces are loaded. */
export function applyLanguage(locale: Locale): void {
  if (i18n.language !== locale) void i18n.changeLanguage(locale);
}
