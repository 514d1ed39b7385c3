import type { MouseEvent } from 'react';
import { useNavigate } from '@court/runtime';

/**
 * The widgets the site server drew into the home page in `locale` the browser was given, if it did. Their place
 * says its language: after a switch of language, the home page still shown is the other language's.
 */
export function drawnWidgetsMarkup(locale: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const place = document.querySelector<HTMLElement>('[data-widget-sections]');
  return (place?.dataset.widgetLang === locale && place.innerHTML) || undefined;
}

/**
 * For the widgets the site server drew (markup, not the router's links): a click on one of their links goes
 * through the router, as a click on a link of the page would, instead of loading the whole site again. A click
 * that opens elsewhere (a modifier key, another button, another site, a download) is the browser's.
 */
export function useRouterForDrawnLinks(): (event: MouseEvent<HTMLElement>) => void {
  const navigate = useNavigate();
  return (event) => {
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return;
    const link = (event.target as Element).closest('a');
    if (!link || !event.currentTarget.contains(link)) return;
    if (link.target || link.hasAttribute('download') || link.origin !== window.location.origin) return;
    event.preventDefault();
    void navigate(link.pathname + link.search + link.hash);
  };
}
