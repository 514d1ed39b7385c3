import { useEffect, useRef } from 'react';
import { useLocation } from '@court/runtime';
import { MAIN_CONTENT_ID } from '../config/main-content';

/**
 * After a client-side navigation, moves focus to the new page's heading (or `<main>`), so keyboard and screen
 * reader users start at the new content, as they would after a full page load. Hash links keep their target.
 */
export function useFocusMainOnNavigation(): void {
  const { pathname, hash } = useLocation();
  const first = useRef(true);
  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    if (hash) return;
    const main = document.getElementById(MAIN_CONTENT_ID);
    const heading = main?.querySelector<HTMLElement>('h1');
    const target = heading ?? main;
    if (!target) return;
    if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
    target.focus({ preventScroll: true });
  }, [pathname, hash]);
}
