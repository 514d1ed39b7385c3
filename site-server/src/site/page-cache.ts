import { cookieValue } from './language.js';
import { consentAnswer } from './page-html.js';

/** The cookie holding a citizen's login (runtime/src/session/auth-cookies.ts): such a visitor's pages are drawn. */
const LOGIN_COOKIE = 'court_token';

/**
 * Where a page is kept for a visitor: the address as asked (host, path and query) and the answer to the cookie
 * question; none for a visitor who is logged in.
 */
export function pageCacheKey(url: URL, cookieHeader: string | undefined): string | undefined {
  if (cookieValue(cookieHeader, LOGIN_COOKIE)) return undefined;
  return `${consentAnswer(cookieHeader) ?? 'unanswered'} ${url.href}`;
}

/** A page as sent: its HTML, its status, the files its `Link` header names and its inlined styles' hashes. */
export interface CachedPage {
  html: string;
  status: number;
  link: string | undefined;
  styleHashes: string[];
}

/** Enough for every page in four languages with and without the cookie question, and more. */
const MAX_PAGES = 5000;

/**
 * The HTML of pages for visitors who are not logged in, kept for `ttlMs` by address and the visitor's answer to
 * the cookie question (the only thing of the visitor's a page shows), and forgotten at once when the content
 * changes. Drawing a page asks the section for its data and renders two React trees; sending a kept one costs
 * a map lookup.
 */
export class PageCache {
  private readonly pages = new Map<string, CachedPage & { expires: number }>();

  constructor(private readonly ttlMs: number) {}

  get(key: string): CachedPage | undefined {
    const page = this.pages.get(key);
    if (page && page.expires > Date.now()) return page;
    if (page) this.pages.delete(key);
    return undefined;
  }

  set(key: string, page: CachedPage): void {
    if (this.ttlMs === 0) return;
    this.pages.set(key, { ...page, expires: Date.now() + this.ttlMs });
    if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
  }

  clear(): void {
    this.pages.clear();
  }
}
