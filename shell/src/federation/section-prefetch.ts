import { INTERSECTION_THRESHOLD, isLocale, PREFETCH } from '@court/runtime';
import { sectionOfPath, type SectionName } from './sections';

/** What the browser says of the visitor's connection (the Network Information API, where it has one). */
export interface ConnectionHints {
  saveData?: boolean;
  effectiveType?: string;
}

const connectionOf = (): ConnectionHints | undefined =>
  (globalThis.navigator as (Navigator & { connection?: ConnectionHints }) | undefined)?.connection;

/**
 * Whether code the visitor has not asked for may be fetched: never with data saver on, nor on a 2g connection
 * (product specification, section 9). A browser that says nothing of its connection is not held back.
 */
export function prefetchAllowed(connection: ConnectionHints | undefined = connectionOf()): boolean {
  if (!connection) return true;
  if (connection.saveData) return false;
  return !(PREFETCH.skippedConnectionTypes as readonly string[]).includes(connection.effectiveType ?? '');
}

/** The section a link leads to: a page of this site, in a language, owned by a section. */
export function sectionOfLink(link: HTMLAnchorElement, origin = globalThis.location?.origin): SectionName | undefined {
  let url: URL;
  try {
    url = new URL(link.href);
  } catch {
    return undefined;
  }
  if (url.origin !== origin || !isLocale(url.pathname.split('/')[1])) return undefined;
  return sectionOfPath(url.pathname);
}

/**
 * Watches the links under `root` that lead to a section `wanted` accepts, and calls `prefetch` once per section
 * when one of its links is at least half in view (a link in a closed menu or below the fold is not). Returns
 * what stops watching.
 */
export function prefetchSectionsInView(
  root: ParentNode,
  wanted: (section: SectionName) => boolean,
  prefetch: (section: SectionName) => void,
): () => void {
  if (typeof IntersectionObserver === 'undefined') return () => {};
  const fetched = new Set<SectionName>();
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (entry.intersectionRatio < INTERSECTION_THRESHOLD) continue;
        observer.unobserve(entry.target);
        const section = sectionOfLink(entry.target as HTMLAnchorElement);
        // Asked again when it is time: the connection may have changed since the page was idle.
        if (!section || fetched.has(section) || !prefetchAllowed()) continue;
        fetched.add(section);
        prefetch(section);
      }
    },
    { threshold: INTERSECTION_THRESHOLD },
  );
  for (const link of root.querySelectorAll<HTMLAnchorElement>('a[href]')) {
    const section = sectionOfLink(link);
    if (section && wanted(section)) observer.observe(link);
  }
  return () => observer.disconnect();
}
