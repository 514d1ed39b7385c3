import {
  COMMON_NAMESPACE,
  detectLocale,
  isLocale,
  loadTranslations,
  readLocaleCookie,
  redirect,
  writeLocaleCookie,
  type Locale,
} from '@court/runtime';
import type { LoaderFunctionArgs } from 'react-router';

export const SHELL_NAMESPACE = 'shell';

/** The language to send a visitor to when the URL has none. */
export function detectVisitorLocale(): Locale {
  return detectLocale({ cookieLocale: readLocaleCookie(), browserLanguages: navigator.languages ?? [] });
}

/**
 * Loader of `/:lang`: a path whose first segment is not a language is sent to the same path under the
 * detected language (`/rule` → `/fr/rule`); otherwise the shell's texts are loaded in that language.
 */
export async function localeLoader({ params, request }: LoaderFunctionArgs): Promise<null> {
  if (!isLocale(params.lang)) {
    const url = new URL(request.url);
    throw redirect(`/${detectVisitorLocale()}${url.pathname === '/' ? '' : url.pathname}${url.search}${url.hash}`);
  }
  // Remembered as soon as a page in that language is asked for, so that even a page that fails on its way
  // (a server error leading to /sorry) leaves the visitor's language behind.
  writeLocaleCookie(params.lang);
  await loadTranslations(params.lang, [COMMON_NAMESPACE, SHELL_NAMESPACE]);
  return null;
}

/** Loader of `/`: straight to the home page in the detected language. */
export function rootRedirectLoader(): never {
  throw redirect(`/${detectVisitorLocale()}`);
}
