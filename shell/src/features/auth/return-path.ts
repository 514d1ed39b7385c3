import { localizedPath, type Locale } from '@court/runtime';
import { shellPaths } from '@court/site-map';

/** The pages of the login itself, which must never be where a login returns to. */
const LOGIN_PAGES = [shellPaths.login(), shellPaths.loginCallback()];

/**
 * Where to go after login: only a path of this site. Anything else (another origin, `//host`, `/\host`, a
 * scheme, control characters) falls back to the home page, so the login cannot be used as an open redirect.
 */
export function safeReturnPath(candidate: string | null | undefined, locale: Locale): string {
  const home = localizedPath(locale);
  const hasControl = candidate ? [...candidate].some((c) => c.charCodeAt(0) < 0x20 || c === '\\') : false;
  if (!candidate || !candidate.startsWith('/') || /^\/[/\\]/.test(candidate) || hasControl) {
    return home;
  }
  try {
    const base = window.location.origin;
    const url = new URL(candidate, base);
    if (url.origin !== base) return home;
    // Never back into the login itself, whatever the language.
    const page = /^\/[a-z]{2}\/(.*)$/.exec(url.pathname)?.[1] ?? '';
    if (LOGIN_PAGES.some((loginPage) => page.startsWith(loginPage))) return home;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return home;
  }
}
