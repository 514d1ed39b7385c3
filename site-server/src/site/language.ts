import { LOCALES, type Lang } from '@court/contract/schemas/common';

export const LANGUAGE_COOKIE = 'i18n_redirected';
export const DEFAULT_LANGUAGE: Lang = 'fr';

const isLang = (value: string | undefined): value is Lang =>
  value !== undefined && (LOCALES as readonly string[]).includes(value);

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of header?.split(';') ?? []) {
    const [key, ...value] = part.trim().split('=');
    if (key !== name) continue;
    try {
      return decodeURIComponent(value.join('='));
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** Languages of an Accept-Language header, most preferred first (`nl-BE,nl;q=0.9,fr;q=0.8` → nl, nl, fr). */
function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = params.map((p) => /^\s*q=([0-9.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return { lang: tag.toLowerCase().split('-')[0] ?? '', q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.lang && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.lang);
}

/** The visitor's language: the language cookie if valid, else the browser's first supported language, else French. */
export function preferredLanguage(cookieHeader: string | undefined, acceptLanguage: string | undefined): Lang {
  const fromCookie = cookieValue(cookieHeader, LANGUAGE_COOKIE);
  if (isLang(fromCookie)) return fromCookie;
  return acceptedLanguages(acceptLanguage).find(isLang) ?? DEFAULT_LANGUAGE;
}

/** As long as the shell keeps the language it writes itself (LOCALE_COOKIE of @court/runtime): 365 days. */
const LANGUAGE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/**
 * The `Set-Cookie` that remembers the language of a page a visitor opened, when their cookie says another
 * (the shell writes the same cookie when its scripts run; a browser without them gets it here): the site's
 * bare address then leads them to that language again.
 */
export function languageCookieFor(lang: Lang, cookieHeader: string | undefined): string | undefined {
  if (cookieValue(cookieHeader, LANGUAGE_COOKIE) === lang) return undefined;
  return `${LANGUAGE_COOKIE}=${lang}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export { isLang };
