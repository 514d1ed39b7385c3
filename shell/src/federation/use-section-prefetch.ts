import { useEffect } from 'react';
import { PREFETCH, useLocation, useNavigation } from '@court/runtime';
import { prefetchSection } from './section-loader';
import { prefetchAllowed, prefetchSectionsInView } from './section-prefetch';
import { sectionOfPath } from './sections';

/** Runs `then` once the document has loaded (its scripts, styles and images), at once if it has. */
function afterLoad(then: () => void): () => void {
  if (document.readyState === 'complete') {
    then();
    return () => {};
  }
  window.addEventListener('load', then, { once: true });
  return () => window.removeEventListener('load', then);
}

/**
 * Prefetch as the product specification says (section 9): once the page has been idle for 2 s (loaded, no
 * navigation under way), the code of the sections that the links in view lead to is fetched, so that following
 * one starts without waiting for the network; never on a 2g connection or with data saver on. Each new page
 * starts over. Mounted once, in the frame of every page.
 */
export function useSectionPrefetch(): void {
  const { pathname } = useLocation();
  const idle = useNavigation().state === 'idle';

  useEffect(() => {
    if (!idle || !prefetchAllowed()) return;
    const current = sectionOfPath(pathname);
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopWatching = () => {};
    const stopWaiting = afterLoad(() => {
      timer = setTimeout(() => {
        stopWatching = prefetchSectionsInView(document, (section) => section !== current, prefetchSection);
      }, PREFETCH.idleTimeoutMs);
    });
    return () => {
      stopWaiting();
      clearTimeout(timer);
      stopWatching();
    };
  }, [pathname, idle]);
}
