/**
 * The widgets the site server drew into the home page in `locale` the browser was given, if it did. Their place
 * says its language: after a switch of language, the home page still shown is the other language's.
 */
export function drawnWidgetsMarkup(locale: string): string | undefined {
  if (typeof document === 'undefined') return undefined;
  const place = document.querySelector<HTMLElement>('[data-widget-sections]');
  return (place?.dataset.widgetLang === locale && place.innerHTML) || undefined;
}
