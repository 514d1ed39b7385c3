import { LOCALES, type Locale } from '../locale/locales';
import { pathWithoutLocale, switchLocaleOfUrl } from '../locale/paths';

/**
 * Marks the `<link>` and `<meta>` elements the head hooks keep up to date, each by its key (`canonical`,
 * `alternate nl`, `feed …`): in the server's HTML and in the browser alike, so the browser takes over those the
 * server wrote instead of adding a second one.
 */
export const HEAD_OWNER = 'data-court-head';

/** A `<link>` that names the page's address in its languages, and the key it is found by in `<head>`. */
export interface LanguageLink {
  key: string;
  attributes: Record<string, string>;
}

/**
 * The canonical address of the page at `pathname` (without query or hash) and one hreflang alternate per
 * language it exists in (all four unless told), plus x-default (the address without a language, which picks
 * the visitor's).
 */
export function languageLinks(
  origin: string,
  pathname: string,
  languages: readonly Locale[] = LOCALES,
): LanguageLink[] {
  const alternates: [string, string][] = [
    ...languages.map((lang): [string, string] => [lang, switchLocaleOfUrl({ pathname }, lang)]),
    ['x-default', pathWithoutLocale(pathname)],
  ];
  return [
    { key: 'canonical', attributes: { rel: 'canonical', href: `${origin}${pathname}` } },
    ...alternates.map(([hreflang, path]) => ({
      key: `alternate ${hreflang}`,
      attributes: { rel: 'alternate', hreflang, href: `${origin}${path}` },
    })),
  ];
}
