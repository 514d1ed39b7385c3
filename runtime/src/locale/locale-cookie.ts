import { LOCALE_COOKIE } from '../constants';
import { isLocale, type Locale } from './locales';
import { readCookie, writeCookie } from './cookies';

/** The language the visitor chose last, remembered for 365 days (spec section 9). */
export function readLocaleCookie(cookieHeader: string = document.cookie): Locale | undefined {
  const value = readCookie(LOCALE_COOKIE.name, cookieHeader);
  return isLocale(value) ? value : undefined;
}

export function writeLocaleCookie(locale: Locale): void {
  writeCookie(LOCALE_COOKIE.name, locale, {
    maxAgeSeconds: LOCALE_COOKIE.maxAgeDays * 24 * 60 * 60,
    path: '/',
    sameSite: 'Lax',
    secure: false,
  });
}
