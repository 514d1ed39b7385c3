import { useCallback, type MouseEvent } from 'react';
import { useNavigate } from '@court/runtime';

/** A click that asks the page to follow a link itself: the main button, no modifier key (a new tab, a window…). */
export function isPlainClick(event: MouseEvent<HTMLElement>): boolean {
  return event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;
}

/**
 * For HTML drawn elsewhere than by the router (editorial content, the home page's widgets drawn on the site
 * server): a click on one of its links to a page of this site goes through the router, without reloading the
 * page. A click that opens elsewhere (a modifier key, another button, a new tab, a download, another site, a
 * file or the API) and a jump within the page are the browser's.
 */
export function useRouterForLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (event.defaultPrevented || !isPlainClick(event)) return;
      const anchor = (event.target as HTMLElement).closest('a');
      if (!anchor || anchor.target === '_blank' || anchor.hasAttribute('download')) return;
      const url = new URL(anchor.href, window.location.href);
      const isPage = url.origin === window.location.origin && !/^\/(public|api|_content)\//.test(url.pathname);
      if (!isPage || (url.pathname === window.location.pathname && url.hash)) return;
      event.preventDefault();
      void navigate(`${url.pathname}${url.search}${url.hash}`);
    },
    [navigate],
  );
}
