import { isLocale, type Locale } from './locales';

/** `/{lang}/{path}` for a path written without its language, e.g. `localizedPath('nl', 'rule')`. */
export function localizedPath(locale: Locale, path = ''): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed ? `/${locale}/${trimmed}` : `/${locale}`;
}

/** The locale in a pathname's first segment, if it is one of the site's languages. */
export function localeOfPath(pathname: string): Locale | undefined {
  const first = pathname.split('/')[1];
  return isLocale(first) ? first : undefined;
}

/** The pathname without its language segment, always starting with `/`. */
export function pathWithoutLocale(pathname: string): string {
  if (!localeOfPath(pathname)) return pathname || '/';
  const rest = pathname.split('/').slice(2).join('/');
  return `/${rest}`;
}

/** The same page in another language: only the first segment changes, query and hash are kept. */
export function switchLocaleOfUrl(url: { pathname: string; search?: string; hash?: string }, locale: Locale): string {
  const rest = pathWithoutLocale(url.pathname);
  const path = rest === '/' ? `/${locale}` : `/${locale}${rest}`;
  return `${path}${url.search ?? ''}${url.hash ?? ''}`;
}
